.file 1 "a.c"
  .file 1 "b.c"
.cfi_startproc
nop
