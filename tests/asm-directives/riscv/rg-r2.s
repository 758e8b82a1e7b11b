# LLVM-MCA-BEGIN x
mul a3, a4, a5
.rept 2 # LLVM-MCA-END x
add a0, a1, a2
.endr
sub a6, a7, a0
