	.long	foo@XYZ
	.long	"foo"@XYZ
	.quad	foo@
	.long	"a b"@PLT
	nop
