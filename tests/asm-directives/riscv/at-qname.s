la a0, "q r"
lui a0, %hi("q")
addi a0, a0, %lo("q r")
j "foo"
beq a0, a1, "x y"
jal "x"
tail foo@plt
jump "x", t0
la a1, "a\"b"
