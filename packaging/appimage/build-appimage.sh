#!/bin/sh
# Builds Kurz-x86_64.AppImage with linuxdeploy and its Qt plugin (not run by the test suite: it
# downloads the tools). Usage: packaging/appimage/build-appimage.sh [BUILD_DIR]
set -eu
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$source_dir/build-appimage}
cmake -S "$source_dir" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
      -DBUILD_TESTING=OFF -DKURZ_BUILD_BENCH=OFF
cmake --build "$build" -j2
rm -rf "$build/AppDir"
DESTDIR="$build/AppDir" cmake --install "$build"
cd "$build"
for tool in linuxdeploy-x86_64.AppImage linuxdeploy-plugin-qt-x86_64.AppImage; do
    [ -x "$tool" ] || { curl -fsSLO "https://github.com/linuxdeploy/${tool%%-x86_64*}/releases/download/continuous/$tool"; chmod +x "$tool"; }
done
# The SQLite driver and the SVG icon engine are plugins that linuxdeploy cannot see being used.
EXTRA_QT_PLUGINS="sqldrivers;iconengines;imageformats" QMAKE=qmake6 \
    ./linuxdeploy-x86_64.AppImage --appdir AppDir --plugin qt --output appimage \
        --desktop-file AppDir/usr/share/applications/app.kurz.Kurz.desktop \
        --icon-file AppDir/usr/share/icons/hicolor/256x256/apps/app.kurz.Kurz.png
