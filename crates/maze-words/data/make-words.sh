#!/usr/bin/env bash
# Rebuilds words.txt, the word maze's dictionary, from SCOWL as Debian packages it.
#
#   apt-get download scowl && dpkg-deb -x scowl_*.deb scowl && bash make-words.sh scowl
#
# Kept: SCOWL sizes 10 and 20 (the most common words), in the "english" and "american"
# spelling categories, "words" sub-category only (no proper names, abbreviations or
# contractions); a-z only, at least 3 letters; minus the vulgar and sexual words below.
set -euo pipefail
root=${1:?usage: make-words.sh EXTRACTED_SCOWL_PACKAGE}/usr/share/dict/scowl
here=$(dirname "$0")
offensive='^(ass|bastard|bloody|bugger|crap|damn|damned|hell|rape|raped|rapes|raping|rapist|sex|sexes|sexual|sexually|sexy|sod)$'
cat "$root"/english-words.{10,20} "$root"/american-words.{10,20} \
    | grep -E '^[a-z]{3,}$' \
    | grep -Ev "$offensive" \
    | LC_ALL=C sort -u > "$here/words.txt"
wc -l "$here/words.txt"
