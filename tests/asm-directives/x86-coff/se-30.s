.seh_proc "f"
nop
