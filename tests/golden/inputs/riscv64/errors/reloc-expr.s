# operands LLVM relocates: symbol [- symbol] [+- constant]
lui a0, %hi(x+4)
addi a0, a0, %lo(x-y)
lui a1, %hi(4+x)
lw a2, %lo(x+1)(a1)
auipc a3, %pcrel_hi(x-4)
la a4, x-y
lla a5, x+4
lga a6, x+8
call foo
tail foo@plt
jump bar, t0
jal 1f
beq a0, a1, x+4
1:
nop
