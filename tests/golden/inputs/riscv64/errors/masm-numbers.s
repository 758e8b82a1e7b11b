# llvm-mca 22 lexes numbers with MASM radix suffixes for every target
li a0, 12t
li a1, 1y
li a2, 17q
li a3, 0x10h
li a4, 2d
li a5, 1u
addi a0, a0, 101b
