# LLVM rejects what no relocation can hold
lui a0, %hi(x+y+z)
addi a0, a0, %lo(x-y-z)
lui a0, %hi(-x)
auipc a0, %pcrel_hi(x*2)
la a1, x+y+4
lla a1, -x
lga a1, 4
call x+y+z
call x+4
tail 1f
jump x+4, t0
jal x+y
beq a0, a1, x-y-z
lw a0, x+y
1:
