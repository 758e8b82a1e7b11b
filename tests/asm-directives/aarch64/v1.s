add x0, x1, x2
	.section .foo,"a",@progbits
  .section .foo,"w",@progbits
