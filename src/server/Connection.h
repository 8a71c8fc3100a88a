#pragma once

#include <QTcpSocket>

namespace kurz {

class Listener;

// One client connection. Sees every byte before QHttpServer parses it (its readyRead slot is
// connected first), which is how Kurz enforces header and body caps, learns the HTTP
// version QHttpServerRequest does not expose, and times out idle clients.
class Connection : public QTcpSocket
{
    Q_OBJECT

public:
    Connection(Listener &listener, QObject *parent);
    ~Connection() override;

    bool allowed() const { return m_allowed; }
    void setAllowed(bool allowed) { m_allowed = allowed; }
    bool isHttp10() const { return m_http10; }
    // Tick (seconds) since which the connection waits for a complete request.
    quint32 waitingSince() const { return m_waitingSince; }

    // Writes a whole response and readies the connection for the next request, closing it
    // after the response when `close`.
    void respond(QByteArrayView response, bool close);
    // Answers 413 and closes, leaving QHttpServer out of it.
    void reject();

private:
    void scanIncoming();
    void resetRequest();

    Listener &m_listener;
    bool m_allowed = false;
    bool m_http10 = false;
    bool m_headerDone = false;
    bool m_rejected = false;
    qint64 m_headerBytes = 0;
    qint64 m_bodyBytes = 0;
    char m_tail[3] = {0, 0, 0};   // the previous packet's last bytes, for a \r\n\r\n across packets
    quint32 m_waitingSince = 0;
    qint64 m_answeredHere = 0;    // bytes of a request answered without QHttpServer, consumed on respond()
};

} // namespace kurz
