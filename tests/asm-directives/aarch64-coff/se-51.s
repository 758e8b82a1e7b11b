.seh_proc f
label: .seh_endproc
nop
