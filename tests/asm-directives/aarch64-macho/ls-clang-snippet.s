	.p2align	2
_f4:                                    ; @f4
	.cfi_startproc
; %bb.0:
	cmp	w0, #3
	b.hi	LBB3_2
; %bb.1:
Lloh8:
	adrp	x8, _names@PAGE
Lloh9:
	add	x8, x8, _names@PAGEOFF
	ldr	x0, [x8, w0, uxtw #3]
	ret
LBB3_2:
Lloh10:
	adrp	x0, l_.str.4@PAGE
Lloh11:
	add	x0, x0, l_.str.4@PAGEOFF
	ret
	.loh AdrpAdd	Lloh8, Lloh9
	.loh AdrpAdd	Lloh10, Lloh11
	.cfi_endproc
                                        ; -- End function
	.globl	_f5                             ; -- Begin function f5
	.p2align	2
_f5:                                    ; @f5
	.cfi_startproc
; %bb.0:
	cmp	x1, #1
	b.lt	LBB4_3
; %bb.1:
	mov	x8, x0
	mov	x0, #0                          ; =0x0
	mov	w9, #2                          ; =0x2
LBB4_2:                                 ; =>This Inner Loop Header: Depth=1
	ldr	x10, [x8], #16
	cmp	x10, x0
	csel	x0, x10, x0, gt
	cmp	x10, #42
	ccmp	x9, x1, #0, ne
	add	x9, x9, #2
	b.lt	LBB4_2
	b	LBB4_4
LBB4_3:
	mov	x0, #0                          ; =0x0
LBB4_4:                                 ; =>This Inner Loop Header: Depth=1
	cmp	x0, #2001
	lsr	x0, x0, #1
	b.hi	LBB4_4
; %bb.5:
	ret
	.cfi_endproc
                                        ; -- End function
	.globl	_f6                             ; -- Begin function f6
	.p2align	2
_f6:                                    ; @f6
	.cfi_startproc
; %bb.0:
	cbz	x2, LBB5_3
; %bb.1:
	sub	x8, x2, #1
LBB5_2:                                 ; =>This Inner Loop Header: Depth=1
	ldrb	w9, [x1], #1
	strb	w9, [x0], #1
	cmp	w9, #0
	ccmp	x8, #0, #4, ne
	sub	x8, x8, #1
	b.ne	LBB5_2
LBB5_3:
	ret
	.cfi_endproc
                                        ; -- End function
	.globl	_f7                             ; -- Begin function f7
	.p2align	2
_f7:                                    ; @f7
	.cfi_startproc
; %bb.0:
	cbz	w0, LBB6_3
; %bb.1:
	mov	x8, x0
	mov	x0, x2
	cbz	w1, LBB6_18
; %bb.2:
	add	w0, w1, w8
	b	_ext
LBB6_3:
	cmp	w2, w1
	b.le	LBB6_18
; %bb.4:
	cmp	w2, #1
	b.lt	LBB6_18
; %bb.5:
	mov	w8, w2
Lloh12:
	adrp	x9, _g@PAGE
Lloh13:
	add	x9, x9, _g@PAGEOFF
	cmp	w2, #4
	b.hs	LBB6_7
; %bb.6:
	mov	x10, #0                         ; =0x0
	mov	w0, #0                          ; =0x0
	b	LBB6_16
LBB6_7:
