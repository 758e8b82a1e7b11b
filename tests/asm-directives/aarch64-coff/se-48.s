.seh_proc f
.seh_save_reg x19, 16
.seh_endproc
nop
