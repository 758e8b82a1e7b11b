nop
	.section .foo,"a",@progbits
  .section .foo,"w",@progbits
