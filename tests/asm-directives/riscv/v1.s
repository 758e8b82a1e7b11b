add a0, a1, a2
	.section .foo,"a",@progbits
  .section .foo,"w",@progbits
