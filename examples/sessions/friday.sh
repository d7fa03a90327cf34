#!/usr/bin/env sh
# A whole Lopti session recorded with the lopti CLI, then a new session reviving one rule.
# Run it from anywhere: sh examples/sessions/friday.sh [ARCHIVE [OUT]]
#   ARCHIVE  the archive to record into (default: ./friday.db)
#   OUT      the folder the rule books are exported into (default: the current folder).
#            Passing examples/sessions overwrites the exports shipped next to this script.
# The lopti command is $LOPTI if set, else lopti on the PATH; from a checkout with the
# README's virtual environment: LOPTI=.venv/bin/lopti sh examples/sessions/friday.sh
# tests/test_cli_session.py runs these same lines and checks friday.json is what they export.
set -eu
here=$(dirname "$0")
db=${1:-friday.db}
out=${2:-.}
lopti() { command "${LOPTI:-lopti}" "$@"; }

lopti session new friday --players Ann,Bo,Cy,Di --date 2026-11-27 --db "$db"
lopti session round --winner Bo --order Bo,Ann,Di,Cy --db "$db"
lopti session rule add "$here/rules/seven-says.lopti" --by Bo --db "$db"
lopti session vote --proposer Ann --adjust swaps=0 --yes Ann,Bo,Cy --no Di --db "$db"
lopti session round --winner Cy --order Cy,Bo,Ann,Di --db "$db"
lopti session deal --db "$db"
lopti session rule add "$here/rules/ace-announces.lopti" --by Cy --db "$db"
lopti session vote --proposer Di --remove 1 --yes Di,Ann --no Bo,Cy --db "$db"
lopti session roshambo --throws "RR RS SR RS SR RS SR RS SR RS SR RS SR RS SR RS SR RS SR RS SR RS SR RS SR RS SR RS SR PR PR" --db "$db"
lopti session round --winner Ann --order Ann,Di,Cy,Bo --db "$db"
lopti session rule add "$here/rules/pickup-sigh.lopti" --by Ann --db "$db"
lopti session rule delete 3 --by Ann --db "$db"
lopti session vote --proposer Cy --change 2 "$here/rules/ace-announces-loudly.lopti" --timing next --yes Cy,Ann,Bo --db "$db"
lopti session round --winner Di --order Di,Cy,Ann,Bo --db "$db"
lopti session end --db "$db"

lopti session new saturday --players Ann,Cy,Di,Eve --date 2026-11-28 --db "$db"
lopti session revive 1 2 --proposer Cy --yes Ann,Cy,Di --no Eve --db "$db"
lopti session revive 1 1 --proposer Di --yes Ann,Di,Eve --no Cy --db "$db"
lopti session revive 1 3 --proposer Ann --yes Ann --no Cy,Di --db "$db"
lopti session ruling 2 --question "Does a blind 7 count?" --reading "yes" --least "no: only 7s played from the hand" --yes Ann,Di --no Cy,Eve --db "$db"
lopti session round --winner Eve --order Eve,Ann,Cy,Di --db "$db"

lopti book export 1 --format json -o "$out/friday.json" --db "$db"
lopti book export 1 --format md -o "$out/friday.md" --db "$db"
lopti book export 1 --format html -o "$out/friday.html" --db "$db"
lopti book export 2 --format md -o "$out/saturday.md" --db "$db"
