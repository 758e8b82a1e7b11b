.irp i, "nop", "lfence"
\i
.endr
nop
