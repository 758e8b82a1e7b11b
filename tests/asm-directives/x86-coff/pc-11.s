.if %rax
.endif
nop
