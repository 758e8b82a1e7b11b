.section "foo"
nop
