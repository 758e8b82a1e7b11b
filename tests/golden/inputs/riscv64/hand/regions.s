# Named and anonymous code regions.
# LLVM-MCA-BEGIN prologue
addi sp, sp, -16
sd ra, 8(sp)
# LLVM-MCA-END prologue
# LLVM-MCA-BEGIN body
ld a0, 0(a1)
add a2, a2, a0
addi a1, a1, 8
# LLVM-MCA-END body
# LLVM-MCA-BEGIN
fadd.d fa0, fa0, fa1
# LLVM-MCA-END
