"""Abusive clients for rss.sh: `idle N` keeps N connections open without a byte;
`flood N` has N connections send pipelined GETs as fast as the server takes them and never
read. Runs for the given seconds, then prints what happened."""
import selectors
import socket
import sys
import time

port, seconds, mode, count = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3], int(sys.argv[4])
end = time.monotonic() + seconds
socks = []
for i in range(count):
    s = socket.socket()
    s.connect(("127.0.0.1", port))
    s.setblocking(False)
    socks.append(s)

if mode == "idle":
    closed = set()
    while time.monotonic() < end:
        time.sleep(1)
        for s in socks:  # a closed connection reads as EOF (b"")
            if s not in closed:
                try:
                    if s.recv(1, socket.MSG_PEEK) == b"":
                        closed.add(s)
                except BlockingIOError:
                    pass
                except OSError:
                    closed.add(s)
    print(f"{count} connected, {len(closed)} closed by the server")
else:
    request = b"GET /demo HTTP/1.1\r\nHost: k\r\n\r\n" * 64
    sent, closed = 0, set()
    sel = selectors.DefaultSelector()
    for s in socks:
        sel.register(s, selectors.EVENT_WRITE)
    while time.monotonic() < end and len(closed) < count:
        for key, _ in sel.select(timeout=0.5):
            try:
                sent += key.fileobj.send(request)
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                closed.add(key.fileobj)
                sel.unregister(key.fileobj)
        if not sel.get_map():
            time.sleep(0.5)
    print(f"{sent // 1024} KB sent, {len(closed)} of {count} connections closed by the server")
