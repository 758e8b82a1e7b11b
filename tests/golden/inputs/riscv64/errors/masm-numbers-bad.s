# 0b1 is 0 then "b1" for llvm-mca 22 (MASM integers)
li a0, 0b1
li a1, 12abc
