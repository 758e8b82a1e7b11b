.section "foo bar","xr"
nop
