nop ## comment
## whole
nop
