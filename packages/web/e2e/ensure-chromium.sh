#!/bin/sh
# Makes sure Debian's Chromium is there for Playwright (`playwright install` cannot download here):
# the full browser (the benches, the screenshots) and its headless shell, which the browser suite
# runs in when present (decision 0199). Both are Debian packages of the same Chromium build.
set -eu
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SHELL_BIN=/usr/bin/chromium-headless-shell
missing=""
[ -x "$CHROMIUM" ] || missing="chromium"
[ -x "$SHELL_BIN" ] || missing="$missing chromium-headless-shell"
if [ -n "$missing" ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing Debian's packages:$missing"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086 # the package names are meant to split
  if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null; then
    # Without the headless shell the suite runs in the full browser, only slower.
    [ -x "$CHROMIUM" ] || exit 1
    echo "The headless shell could not be installed; the browser suite will use $CHROMIUM"
  fi
fi
echo "Chromium: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
[ -x "$SHELL_BIN" ] && echo "Headless shell: $SHELL_BIN"
exit 0
