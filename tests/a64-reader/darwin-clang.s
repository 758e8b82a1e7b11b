// args: mca-sim -mtriple=arm64-apple-macos13 -mcpu=apple-m1 -iterations=100
// clang-22 -target arm64-apple-macos13 -O2 -S of a dot product, a printf call, globals and a thread-local
	.build_version macos, 13, 0
	.section	__TEXT,__text,regular,pure_instructions
	.globl	_dot                            ; -- Begin function dot
	.p2align	2
_dot:                                   ; @dot
	.cfi_startproc
; %bb.0:
	cmp	w2, #1
	b.lt	LBB0_3
; %bb.1:
	mov	w8, w2
	cmp	w2, #8
	b.hs	LBB0_4
; %bb.2:
	mov	x9, #0                          ; =0x0
	movi.2d	v0, #0000000000000000
	b	LBB0_7
LBB0_3:
	movi.2d	v0, #0000000000000000
	ret
LBB0_4:
	and	x9, x8, #0x7ffffff8
	add	x10, x0, #32
	add	x11, x1, #32
	movi.2d	v0, #0000000000000000
	and	x12, x8, #0x7ffffff8
LBB0_5:                                 ; =>This Inner Loop Header: Depth=1
	ldp	q1, q2, [x10, #-32]
	ldp	q3, q4, [x10], #64
	ldp	q5, q6, [x11, #-32]
	ldp	q7, q16, [x11], #64
	fmul.2d	v1, v1, v5
	mov	d5, v1[1]
	fmul.2d	v2, v2, v6
	mov	d6, v2[1]
	fmul.2d	v3, v3, v7
	mov	d7, v3[1]
	fmul.2d	v4, v4, v16
	mov	d16, v4[1]
	fadd	d0, d0, d1
	fadd	d0, d0, d5
	fadd	d0, d0, d2
	fadd	d0, d0, d6
	fadd	d0, d0, d3
	fadd	d0, d0, d7
	fadd	d0, d0, d4
	fadd	d0, d0, d16
	subs	x12, x12, #8
	b.ne	LBB0_5
; %bb.6:
	cmp	x9, x8
	b.eq	LBB0_9
LBB0_7:
	lsl	x11, x9, #3
	add	x10, x1, x11
	add	x11, x0, x11
	sub	x8, x8, x9
LBB0_8:                                 ; =>This Inner Loop Header: Depth=1
	ldr	d1, [x11], #8
	ldr	d2, [x10], #8
	fmadd	d0, d1, d2, d0
	subs	x8, x8, #1
	b.ne	LBB0_8
LBB0_9:
	ret
	.cfi_endproc
                                        ; -- End function
	.globl	_f                              ; -- Begin function f
	.p2align	2
_f:                                     ; @f
	.cfi_startproc
; %bb.0:
	sub	sp, sp, #32
	stp	x29, x30, [sp, #16]             ; 16-byte Folded Spill
	add	x29, sp, #16
	.cfi_def_cfa w29, 16
	.cfi_offset w30, -8
	.cfi_offset w29, -16
                                        ; kill: def $w0 killed $w0 def $x0
	str	x0, [sp]
Lloh0:
	adrp	x0, l_.str@PAGE
Lloh1:
	add	x0, x0, l_.str@PAGEOFF
	bl	_printf
Lloh2:
	adrp	x8, _counter@PAGE
Lloh3:
	ldr	w0, [x8, _counter@PAGEOFF]
	ldp	x29, x30, [sp, #16]             ; 16-byte Folded Reload
	add	sp, sp, #32
	ret
	.loh AdrpLdr	Lloh2, Lloh3
	.loh AdrpAdd	Lloh0, Lloh1
	.cfi_endproc
                                        ; -- End function
	.globl	_g                              ; -- Begin function g
	.p2align	2
_g:                                     ; @g
	.cfi_startproc
; %bb.0:
	stp	x29, x30, [sp, #-16]!           ; 16-byte Folded Spill
	mov	x29, sp
	.cfi_def_cfa w29, 16
	.cfi_offset w30, -8
	.cfi_offset w29, -16
Lloh4:
	adrp	x0, _tl@TLVPPAGE
Lloh5:
	ldr	x0, [x0, _tl@TLVPPAGEOFF]
	ldr	x8, [x0]
	blr	x8
	ldr	w8, [x0]
	add	w9, w8, #1
	str	w9, [x0]
	mov	x0, x8
	ldp	x29, x30, [sp], #16             ; 16-byte Folded Reload
	ret
	.loh AdrpLdr	Lloh4, Lloh5
	.cfi_endproc
                                        ; -- End function
	.globl	_counter                        ; @counter
.zerofill __DATA,__common,_counter,4,2
.tbss _tl$tlv$init, 4, 2                ; @tl

	.section	__DATA,__thread_vars,thread_local_variables
	.globl	_tl
_tl:
	.quad	__tlv_bootstrap
	.quad	0
	.quad	_tl$tlv$init

	.section	__TEXT,__cstring,cstring_literals
l_.str:                                 ; @.str
	.asciz	"hello %d\n"

.subsections_via_symbols
