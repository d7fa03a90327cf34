#!/usr/bin/env sh
# A six-round evening for four players, played partly by the engine (`session play`) and
# partly at a real table (`session round`): winners' rules, a base-rule change, a removal,
# two tied votes settled by Roshambo. Its exported book imports back byte for byte.
# Run it from anywhere: sh examples/sessions/evening.sh [ARCHIVE [OUT]]
#   ARCHIVE  the archive to record into (default: ./evening.db)
#   OUT      the folder the rule books are exported into (default: the current folder).
#            Passing examples/sessions overwrites the exports shipped next to this script.
# The lopti command is $LOPTI if set, else lopti on the PATH; from a checkout with the
# README's virtual environment: LOPTI=.venv/bin/lopti sh examples/sessions/evening.sh
# tests/sessions/test_evening.py runs these same lines and checks evening.json is what they
# export, and that importing it and exporting again gives the same bytes.
set -eu
here=$(dirname "$0")
db=${1:-evening.db}
out=${2:-.}
lopti() { command "${LOPTI:-lopti}" "$@"; }

lopti session new evening --players Ann,Bo,Cy,Di --date 2026-12-01 --db "$db"
lopti session play --seed 1 --db "$db"
lopti session rule add "$here/../rules/house-every-third-clear.lopti" --by Di --db "$db"
lopti session vote --proposer Ann --adjust swaps=0 --yes Ann,Bo,Cy --no Di --db "$db"
lopti session play --seed 2 --db "$db"
lopti session rule add "$here/../rules/house-eights-reverse.lopti" --by Cy --db "$db"
lopti session vote --proposer Bo --remove 1 --yes Bo,Ann --no Di,Cy --db "$db"
lopti session roshambo --bots 7 --db "$db"
lopti session round --winner Bo --order Bo,Di,Ann,Cy --db "$db"
lopti session rule add "$here/../rules/house-jacks-skip.lopti" --by Bo --db "$db"
lopti session vote --proposer Ann --remove 2 --yes Ann,Bo,Di --no Cy --db "$db"
lopti session play --seed 4 --db "$db"
lopti session rule add "$here/../rules/house-pickup-thanks.lopti" --by Di --db "$db"
lopti session vote --proposer Cy --adjust swaps=1 --timing next --yes Cy,Di --no Ann,Bo --db "$db"
lopti session roshambo --bots 3 --db "$db"
lopti session round --winner Ann --order Ann,Cy,Di,Bo --db "$db"
lopti session rule add "$here/../rules/count-aloud.lopti" --by Ann --db "$db"
lopti session play --seed 6 --db "$db"
lopti session end --db "$db"

lopti book export 1 --format json -o "$out/evening.json" --db "$db"
lopti book export 1 --format md -o "$out/evening.md" --db "$db"
lopti book export 1 --format html -o "$out/evening.html" --db "$db"
