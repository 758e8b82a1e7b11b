addi	a0, a0, 1b
bs.v0l	16b, v4.16b, v2.16b
