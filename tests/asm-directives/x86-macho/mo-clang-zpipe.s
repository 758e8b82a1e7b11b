	.build_version macos, 13, 0
	.section	__TEXT,__text,regular,pure_instructions
	.globl	_def                            ## -- Begin function def
	.p2align	4
_def:                                   ## @def
	.cfi_startproc
## %bb.0:
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$32904, %rsp                    ## imm = 0x8088
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	movq	%rsi, %rbx
	movq	%rdi, %r15
	movq	___stack_chk_guard@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	movq	%rax, -48(%rbp)
	xorps	%xmm0, %xmm0
	movups	%xmm0, -32880(%rbp)
	movq	$0, -32864(%rbp)
	leaq	L_.str(%rip), %rax
	leaq	-32944(%rbp), %rdi
	movl	%edx, %esi
	movq	%rax, %rdx
	movl	$112, %ecx
	callq	_deflateInit_
	testl	%eax, %eax
	jne	LBB0_13
## %bb.1:
	leaq	-16432(%rbp), %r13
	leaq	-32816(%rbp), %r12
	movq	%r15, -32832(%rbp)              ## 8-byte Spill
LBB0_2:                                 ## =>This Loop Header: Depth=1
                                        ##     Child Loop BB0_5 Depth 2
	movl	$1, %esi
	movl	$16384, %edx                    ## imm = 0x4000
	movq	%r13, %rdi
	movq	%r15, %rcx
	callq	_fread
	movl	%eax, -32936(%rbp)
	movq	%r15, %rdi
	callq	_ferror
	testl	%eax, %eax
	jne	LBB0_3
## %bb.4:                               ##   in Loop: Header=BB0_2 Depth=1
	movl	$-1, -32820(%rbp)               ## 4-byte Folded Spill
	movq	%r15, %rdi
	callq	_feof
	xorl	%r15d, %r15d
	movl	%eax, -32824(%rbp)              ## 4-byte Spill
	testl	%eax, %eax
	setne	%r15b
	shll	$2, %r15d
	movq	%r13, -32944(%rbp)
	.p2align	4
LBB0_5:                                 ##   Parent Loop BB0_2 Depth=1
                                        ## =>  This Inner Loop Header: Depth=2
	movl	$16384, -32912(%rbp)            ## imm = 0x4000
	movq	%r12, -32920(%rbp)
	leaq	-32944(%rbp), %rdi
	movl	%r15d, %esi
	callq	_deflate
	cmpl	$-2, %eax
	je	LBB0_15
## %bb.6:                               ##   in Loop: Header=BB0_5 Depth=2
	movl	%eax, %r14d
	movl	$16384, %r13d                   ## imm = 0x4000
	subl	-32912(%rbp), %r13d
	movl	$1, %esi
	movq	%r12, %rdi
	movq	%r13, %rdx
	movq	%rbx, %rcx
	callq	_fwrite
	cmpq	%r13, %rax
	jne	LBB0_12
## %bb.7:                               ##   in Loop: Header=BB0_5 Depth=2
	movq	%rbx, %rdi
	callq	_ferror
	testl	%eax, %eax
	jne	LBB0_12
## %bb.8:                               ##   in Loop: Header=BB0_5 Depth=2
	cmpl	$0, -32912(%rbp)
	je	LBB0_5
## %bb.9:                               ##   in Loop: Header=BB0_2 Depth=1
	cmpl	$0, -32936(%rbp)
	jne	LBB0_16
## %bb.10:                              ##   in Loop: Header=BB0_2 Depth=1
	cmpl	$0, -32824(%rbp)                ## 4-byte Folded Reload
	movq	-32832(%rbp), %r15              ## 8-byte Reload
	leaq	-16432(%rbp), %r13
	je	LBB0_2
## %bb.11:
	movl	$0, -32820(%rbp)                ## 4-byte Folded Spill
	cmpl	$1, %r14d
	je	LBB0_12
## %bb.17:
	leaq	L_.str.4(%rip), %rdi
	leaq	L_.str.2(%rip), %rsi
	leaq	L___PRETTY_FUNCTION__.def(%rip), %rcx
	movl	$79, %edx
	callq	___assert_fail
LBB0_3:
	movl	$-1, -32820(%rbp)               ## 4-byte Folded Spill
LBB0_12:
	leaq	-32944(%rbp), %rdi
	callq	_deflateEnd
	movl	-32820(%rbp), %eax              ## 4-byte Reload
LBB0_13:
	movq	___stack_chk_guard@GOTPCREL(%rip), %rcx
	movq	(%rcx), %rcx
	cmpq	-48(%rbp), %rcx
	jne	LBB0_18
## %bb.14:
	addq	$32904, %rsp                    ## imm = 0x8088
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
LBB0_15:
	leaq	L_.str.1(%rip), %rdi
	leaq	L_.str.2(%rip), %rsi
	leaq	L___PRETTY_FUNCTION__.def(%rip), %rcx
	movl	$68, %edx
	callq	___assert_fail
LBB0_18:
	callq	___stack_chk_fail
LBB0_16:
	leaq	L_.str.3(%rip), %rdi
	leaq	L_.str.2(%rip), %rsi
	leaq	L___PRETTY_FUNCTION__.def(%rip), %rcx
	movl	$75, %edx
	callq	___assert_fail
	.cfi_endproc
                                        ## -- End function
	.globl	_inf                            ## -- Begin function inf
	.p2align	4
_inf:                                   ## @inf
	.cfi_startproc
## %bb.0:
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$32904, %rsp                    ## imm = 0x8088
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	movq	%rsi, %rbx
	movq	%rdi, %r15
	movq	___stack_chk_guard@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	movq	%rax, -48(%rbp)
	movl	$0, -32936(%rbp)
	movq	$0, -32944(%rbp)
	xorps	%xmm0, %xmm0
	movups	%xmm0, -32880(%rbp)
	movq	$0, -32864(%rbp)
	leaq	L_.str(%rip), %rsi
	leaq	-32944(%rbp), %rdi
	movl	$112, %edx
	callq	_inflateInit_
	testl	%eax, %eax
	jne	LBB1_16
## %bb.1:
	leaq	-16432(%rbp), %rdi
	leaq	-32816(%rbp), %r12
	movq	%r15, -32832(%rbp)              ## 8-byte Spill
LBB1_2:                                 ## =>This Loop Header: Depth=1
                                        ##     Child Loop BB1_5 Depth 2
	movl	$1, %esi
	movl	$16384, %edx                    ## imm = 0x4000
	movq	%rdi, %r14
	movq	%r15, %rcx
	callq	_fread
	movq	%r15, %rdi
	movq	%rax, %r15
	movl	%r15d, -32936(%rbp)
	callq	_ferror
	testl	%eax, %eax
	jne	LBB1_18
## %bb.3:                               ##   in Loop: Header=BB1_2 Depth=1
	testl	%r15d, %r15d
	je	LBB1_14
## %bb.4:                               ##   in Loop: Header=BB1_2 Depth=1
	movl	$-1, -32820(%rbp)               ## 4-byte Folded Spill
	movq	%r14, -32944(%rbp)
	.p2align	4
LBB1_5:                                 ##   Parent Loop BB1_2 Depth=1
                                        ## =>  This Inner Loop Header: Depth=2
	movl	$16384, -32912(%rbp)            ## imm = 0x4000
	movq	%r12, -32920(%rbp)
	leaq	-32944(%rbp), %rdi
	xorl	%esi, %esi
	callq	_inflate
	movl	%eax, %r15d
	leal	4(%r15), %eax
	cmpl	$2, %eax
	jb	LBB1_13
## %bb.6:                               ##   in Loop: Header=BB1_5 Depth=2
	cmpl	$2, %r15d
	je	LBB1_14
## %bb.7:                               ##   in Loop: Header=BB1_5 Depth=2
	cmpl	$-2, %r15d
	je	LBB1_20
## %bb.8:                               ##   in Loop: Header=BB1_5 Depth=2
	movl	$16384, %r13d                   ## imm = 0x4000
	subl	-32912(%rbp), %r13d
	movl	$1, %esi
	movq	%r12, %rdi
	movq	%r13, %rdx
	movq	%rbx, %rcx
	callq	_fwrite
	cmpq	%r13, %rax
	jne	LBB1_15
## %bb.9:                               ##   in Loop: Header=BB1_5 Depth=2
	movq	%rbx, %rdi
	callq	_ferror
	testl	%eax, %eax
	jne	LBB1_15
## %bb.10:                              ##   in Loop: Header=BB1_5 Depth=2
	cmpl	$0, -32912(%rbp)
	je	LBB1_5
## %bb.11:                              ##   in Loop: Header=BB1_2 Depth=1
	cmpl	$1, %r15d
	movq	%r14, %rdi
	movq	-32832(%rbp), %r15              ## 8-byte Reload
	jne	LBB1_2
## %bb.12:
	movl	$0, -32820(%rbp)                ## 4-byte Folded Spill
	jmp	LBB1_15
LBB1_13:
	movl	%r15d, -32820(%rbp)             ## 4-byte Spill
	jmp	LBB1_15
LBB1_14:
	movl	$-3, -32820(%rbp)               ## 4-byte Folded Spill
LBB1_15:
	leaq	-32944(%rbp), %rdi
	callq	_inflateEnd
	movl	-32820(%rbp), %eax              ## 4-byte Reload
LBB1_16:
	movq	___stack_chk_guard@GOTPCREL(%rip), %rcx
	movq	(%rcx), %rcx
	cmpq	-48(%rbp), %rcx
	jne	LBB1_21
## %bb.17:
	addq	$32904, %rsp                    ## imm = 0x8088
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
LBB1_18:
	movl	$-1, -32820(%rbp)               ## 4-byte Folded Spill
	jmp	LBB1_15
LBB1_20:
	leaq	L_.str.1(%rip), %rdi
	leaq	L_.str.2(%rip), %rsi
	leaq	L___PRETTY_FUNCTION__.inf(%rip), %rcx
	movl	$126, %edx
	callq	___assert_fail
LBB1_21:
	callq	___stack_chk_fail
	.cfi_endproc
                                        ## -- End function
	.globl	_zerr                           ## -- Begin function zerr
	.p2align	4
_zerr:                                  ## @zerr
	.cfi_startproc
## %bb.0:
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r14
	pushq	%rbx
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	movl	%edi, %ebx
	movq	_stderr@GOTPCREL(%rip), %r14
	movq	(%r14), %rcx
	leaq	L_.str.5(%rip), %rdi
	movl	$7, %esi
	movl	$1, %edx
	callq	_fwrite
	addl	$6, %ebx
	cmpl	$5, %ebx
	ja	LBB2_11
## %bb.1:
	leaq	LJTI2_0(%rip), %rax
	movslq	(%rax,%rbx,4), %rcx
	addq	%rax, %rcx
	jmpq	*%rcx
LBB2_2:
	movq	_stdin@GOTPCREL(%rip), %rax
	movq	(%rax), %rdi
	callq	_ferror
	testl	%eax, %eax
	jne	LBB2_3
LBB2_4:
	movq	_stdout@GOTPCREL(%rip), %rax
	movq	(%rax), %rdi
	callq	_ferror
	testl	%eax, %eax
	jne	LBB2_5
LBB2_11:
	popq	%rbx
	popq	%r14
	popq	%rbp
	retq
LBB2_7:
	movq	(%r14), %rcx
	leaq	L_.str.8(%rip), %rdi
	movl	$26, %esi
	jmp	LBB2_6
LBB2_10:
	movq	(%r14), %rcx
	leaq	L_.str.11(%rip), %rdi
	movl	$23, %esi
	jmp	LBB2_6
LBB2_8:
	movq	(%r14), %rcx
	leaq	L_.str.9(%rip), %rdi
	movl	$35, %esi
	jmp	LBB2_6
LBB2_9:
	movq	(%r14), %rcx
	leaq	L_.str.10(%rip), %rdi
	movl	$14, %esi
	jmp	LBB2_6
LBB2_3:
	movq	(%r14), %rcx
	leaq	L_.str.6(%rip), %rdi
	movl	$20, %esi
	movl	$1, %edx
	callq	_fwrite
	jmp	LBB2_4
LBB2_5:
	movq	(%r14), %rcx
	leaq	L_.str.7(%rip), %rdi
	movl	$21, %esi
LBB2_6:
	movl	$1, %edx
	popq	%rbx
	popq	%r14
	popq	%rbp
	jmp	_fwrite                         ## TAILCALL
	.cfi_endproc
	.p2align	2
	.data_region jt32
L2_0_set_10 = LBB2_10-LJTI2_0
L2_0_set_11 = LBB2_11-LJTI2_0
L2_0_set_9 = LBB2_9-LJTI2_0
L2_0_set_8 = LBB2_8-LJTI2_0
L2_0_set_7 = LBB2_7-LJTI2_0
L2_0_set_2 = LBB2_2-LJTI2_0
LJTI2_0:
	.long	L2_0_set_10
	.long	L2_0_set_11
	.long	L2_0_set_9
	.long	L2_0_set_8
	.long	L2_0_set_7
	.long	L2_0_set_2
	.end_data_region
                                        ## -- End function
	.globl	_main                           ## -- Begin function main
	.p2align	4
_main:                                  ## @main
	.cfi_startproc
## %bb.0:
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%rbx
	pushq	%rax
	.cfi_offset %rbx, -24
	cmpl	$2, %edi
	je	LBB3_4
## %bb.1:
	cmpl	$1, %edi
	jne	LBB3_9
## %bb.2:
	movq	_stdin@GOTPCREL(%rip), %rax
	movq	(%rax), %rdi
	movq	_stdout@GOTPCREL(%rip), %rax
	movq	(%rax), %rsi
	movl	$-1, %edx
	callq	_def
	testl	%eax, %eax
	jne	LBB3_10
LBB3_3:
	xorl	%eax, %eax
LBB3_11:
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	retq
LBB3_4:
	movq	8(%rsi), %rax
	cmpb	$45, (%rax)
	jne	LBB3_9
## %bb.5:
	cmpb	$100, 1(%rax)
	jne	LBB3_9
## %bb.6:
	cmpb	$0, 2(%rax)
	jne	LBB3_9
## %bb.7:
	movq	_stdin@GOTPCREL(%rip), %rax
	movq	(%rax), %rdi
	movq	_stdout@GOTPCREL(%rip), %rax
	movq	(%rax), %rsi
	callq	_inf
	testl	%eax, %eax
	je	LBB3_3
LBB3_10:
	movl	%eax, %edi
	movl	%eax, %ebx
	callq	_zerr
	movl	%ebx, %eax
	jmp	LBB3_11
LBB3_9:
	movq	_stderr@GOTPCREL(%rip), %rax
	movq	(%rax), %rcx
	leaq	L_.str.13(%rip), %rdi
	movl	$40, %esi
	movl	$1, %edx
	callq	_fwrite
	movl	$1, %eax
	jmp	LBB3_11
	.cfi_endproc
                                        ## -- End function
	.section	__TEXT,__cstring,cstring_literals
L_.str:                                 ## @.str
	.asciz	"1.2.13"

L_.str.1:                               ## @.str.1
	.asciz	"ret != Z_STREAM_ERROR"

L_.str.2:                               ## @.str.2
	.asciz	"zpipe.c"

L___PRETTY_FUNCTION__.def:              ## @__PRETTY_FUNCTION__.def
	.asciz	"int def(FILE *, FILE *, int)"

L_.str.3:                               ## @.str.3
	.asciz	"strm.avail_in == 0"

L_.str.4:                               ## @.str.4
	.asciz	"ret == Z_STREAM_END"

L___PRETTY_FUNCTION__.inf:              ## @__PRETTY_FUNCTION__.inf
	.asciz	"int inf(FILE *, FILE *)"

L_.str.5:                               ## @.str.5
	.asciz	"zpipe: "

L_.str.6:                               ## @.str.6
	.asciz	"error reading stdin\n"

L_.str.7:                               ## @.str.7
	.asciz	"error writing stdout\n"

L_.str.8:                               ## @.str.8
	.asciz	"invalid compression level\n"

L_.str.9:                               ## @.str.9
	.asciz	"invalid or incomplete deflate data\n"

L_.str.10:                              ## @.str.10
	.asciz	"out of memory\n"

L_.str.11:                              ## @.str.11
	.asciz	"zlib version mismatch!\n"

L_.str.13:                              ## @.str.13
	.asciz	"zpipe usage: zpipe [-d] < source > dest\n"

.subsections_via_symbols
