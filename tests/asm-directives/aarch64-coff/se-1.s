.seh_proc foo
foo:
nop
