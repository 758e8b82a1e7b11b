#!/bin/sh
# model-validate.sh: the model loader (--model=FILE) rejects what the
# simulation cannot run, with a located error, in bounded time (issue 23,
# F4).  Each case changes one line of the shipped skylake model; both tools
# must exit 1 within 10 seconds with "FILE:LINE:COL: error: MESSAGE".  TAP.
set -u
: "${top_srcdir:=..}" "${top_builddir:=..}"
base=$top_srcdir/libcore/models/x86-64/skylake.model
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
printf 'addl %%eax, %%ebx\ndivl %%ecx\nimull %%eax, %%ebx\nmovl (%%rdi), %%eax\n' >"$tmp/in.s"
n=0
failed=0
# case NAME SED-SCRIPT LINE:COL MESSAGE
case_() {
    name=$1 script=$2 where=$3 msg=$4
    sed "$script" "$base" >"$tmp/$name.model"
    if cmp -s "$base" "$tmp/$name.model"; then
        n=$((n + 1)); failed=1; echo "not ok $n - $name: the edit did not apply"; return
    fi
    for tool in mca-sim mca-static; do
        n=$((n + 1))
        (cd "$tmp" && timeout 10 "$top_builddir/$tool/$tool" -mtriple=x86_64-unknown-unknown \
            --model="$name.model" in.s) >"$tmp/out" 2>"$tmp/err"
        rc=$?
        if [ $rc -eq 1 ] && grep -q "^$name.model:$where: error: $msg" "$tmp/err"; then
            echo "ok $n - $tool: $name"
        else
            failed=1
            echo "not ok $n - $tool: $name (rc=$rc)"
            head -3 "$tmp/err" | sed 's/^/# /'
        fi
    done
}
case "$top_builddir" in /*) ;; *) top_builddir=$(cd "$top_builddir" && pwd) ;; esac
case_ iw-0 's/^issue-width 6$/issue-width 0/' '[0-9]*:13' 'number 0 out of range \[1, 65535\]'
case_ iw-missing '/^issue-width 6$/d' '[0-9]*:[0-9]*' "the model has no 'issue-width' record"
case_ units-0 's/^\(resource 3 SKLPort0\) units=1 /\1 units=0 /' '[0-9]*:21' 'units must be 1 to 64'
case_ units-1e6 's/^\(resource 3 SKLPort0\) units=1 /\1 units=1000000 /' '[0-9]*:21' 'units must be 1 to 64'
case_ buffer-huge 's/^\(resource 3 SKLPort0 units=1\) buffer=-1 /\1 buffer=100000000 /' '[0-9]*:[0-9]*' 'buffer must be -1 to 1048576'
case_ group-member-fwd 's/^\(group 11 SKLPort01 .*members=\)SKLPort0,/\1SKLPortAny,/' '[0-9]*:54' "group member 'SKLPortAny' is a group; members must be units"
case_ group-member-self 's/^\(group 22 SKLPort0156 .*members=\)SKLPort0,/\1SKLPort0156,/' '[0-9]*:56' "group member 'SKLPort0156' is a group"
case_ group-buffer-0 's/^\(group 23 SKLPortAny units=8\) buffer=60 /\1 buffer=0 /' '[0-9]*:10' "group 'SKLPortAny' has buffer=0 in an out-of-order model"
case_ super-self 's/^\(resource 3 SKLPort0 units=1 buffer=-1\) super=-/\1 super=SKLPort0/' '[0-9]*:[0-9]*' "super resource 'SKLPort0' must be another resource"
case_ super-group 's/^\(resource 3 SKLPort0 units=1 buffer=-1\) super=-/\1 super=SKLPortAny/' '[0-9]*:[0-9]*' "super resource 'SKLPortAny' must be another resource, not a group"
case_ super-cycle 's/^\(resource 3 SKLPort0 units=1 buffer=-1\) super=-/\1 super=SKLPort1/; s/^\(resource 4 SKLPort1 units=1 buffer=-1\) super=-/\1 super=SKLPort0/' '[0-9]*:[0-9]*' "the super resources of 'SKLPort0' form a cycle"
case_ group-super 's/^\(group 11 SKLPort01 units=2 buffer=-1\) super=-/\1 super=SKLPort0/' '[0-9]*:[0-9]*' "group 'SKLPort01' cannot have a super resource"
case_ res-rel-neg 's/^\(class 1 WriteALU uops=1 res=SKLPort0156:0:\)1,/\1-3,/' '[0-9]*:25' "invalid entry 'SKLPort0156:0:-3'"
case_ res-rel-1e6 's/^\(class 1 WriteALU uops=1 res=SKLPort0156:0:\)1,/\11000000,/' '[0-9]*:25' "invalid entry 'SKLPort0156:0:1000000'"
case_ res-acq-after-rel 's/^\(class 1 WriteALU uops=1 res=SKLPort0156:\)0:1,/\12:1,/' '[0-9]*:25' "invalid entry 'SKLPort0156:2:1'"
case_ uops-huge 's/^class 1 WriteALU uops=1 /class 1 WriteALU uops=100000 /' '[0-9]*:[0-9]*' "unknown or invalid field 'uops=100000'"
case_ latency-neg 's/^\(class 1 WriteALU uops=1 res=[^ ]*\) lat=1:0/\1 lat=-7:0/' '[0-9]*:[0-9]*' "unknown or invalid field 'lat=-7:0'"
case_ classes-huge 's/^classes [0-9]*$/classes 100000000/' '[0-9]*:9' 'number 100000000 out of range'
case_ load-latency-huge 's/^load-latency 5$/load-latency 99999999/' '[0-9]*:14' 'number 99999999 out of range'
echo "1..$n"
exit $failed
