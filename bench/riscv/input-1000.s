# 1,000 consecutive instructions of clang-22 -O3 -march=rv64gcv_zba_zbb_zbs -S output
# (the wrapt Python extension's _wrappers.c), labels kept, directives and
# comments dropped: bench/riscv/run's input (see bench/README.md).
WraptObjectProxy_dealloc:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	mv	s0, a0
	call	PyObject_GC_UnTrack
	ld	a0, 32(s0)
	beqz	a0, .LBB0_2
	mv	a0, s0
	call	PyObject_ClearWeakRefs
.LBB0_2:
	ld	a0, 16(s0)
	beqz	a0, .LBB0_5
	ld	a1, 0(a0)
	sd	zero, 16(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB0_5
	call	_Py_Dealloc
.LBB0_5:
	ld	a0, 24(s0)
	beqz	a0, .LBB0_8
	ld	a1, 0(a0)
	sd	zero, 24(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB0_8
	call	_Py_Dealloc
.LBB0_8:
	ld	a0, 8(s0)
	ld	a5, 320(a0)
	mv	a0, s0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	jr	a5
.Lfunc_end0:
WraptObjectProxy_repr:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	mv	s0, a0
	ld	a4, 24(a0)
	bnez	a4, .LBB1_3
	mv	a0, s0
	call	raise_uninitialized_wrapper_error
	li	a1, -1
	beq	a0, a1, .LBB1_4
	ld	a4, 24(s0)
.LBB1_3:
	ld	a0, 8(s0)
	ld	a2, 8(a4)
	ld	a1, 24(a0)
	ld	a3, 24(a2)
.Lpcrel_hi0:
	auipc	a0, %pcrel_hi(.L.str.6)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi0)
	mv	a2, s0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	tail	PyUnicode_FromFormat
.LBB1_4:
	li	a0, 0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end1:
WraptObjectProxy_hash:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	mv	a1, a0
	ld	a0, 24(a0)
	beqz	a0, .LBB2_2
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	tail	PyObject_Hash
.LBB2_2:
	mv	s0, a1
	mv	a0, a1
	call	raise_uninitialized_wrapper_error
	li	a1, -1
	beq	a0, a1, .LBB2_4
	ld	a0, 24(s0)
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	tail	PyObject_Hash
.LBB2_4:
	li	a0, -1
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end2:
WraptObjectProxy_str:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	mv	a1, a0
	ld	a0, 24(a0)
	beqz	a0, .LBB3_2
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	tail	PyObject_Str
.LBB3_2:
	mv	s0, a1
	mv	a0, a1
	call	raise_uninitialized_wrapper_error
	li	a1, -1
	beq	a0, a1, .LBB3_4
	ld	a0, 24(s0)
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	tail	PyObject_Str
.LBB3_4:
	li	a0, 0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end3:
WraptObjectProxy_getattro:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	sd	s1, 8(sp)
	sd	s2, 0(sp)
	mv	s0, a1
	mv	s1, a0
	call	PyObject_GenericGetAttr
	beqz	a0, .LBB4_2
.LBB4_1:
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.LBB4_2:
.Lpcrel_hi1:
	auipc	a0, %got_pcrel_hi(PyExc_AttributeError)
	ld	a0, %pcrel_lo(.Lpcrel_hi1)(a0)
	ld	a0, 0(a0)
	call	PyErr_ExceptionMatches
	beqz	a0, .LBB4_1
	call	PyErr_Clear
.Lpcrel_hi2:
	auipc	s2, %pcrel_hi(WraptObjectProxy_getattro.getattr_str)
	ld	a1, %pcrel_lo(.Lpcrel_hi2)(s2)
	bnez	a1, .LBB4_5
.Lpcrel_hi3:
	auipc	a0, %pcrel_hi(.L.str.27)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi3)
	call	PyUnicode_InternFromString
	mv	a1, a0
	sd	a0, %pcrel_lo(.Lpcrel_hi2)(s2)
.LBB4_5:
	mv	a0, s1
	call	PyObject_GenericGetAttr
	beqz	a0, .LBB4_1
	mv	s1, a0
	mv	a1, s0
	li	a2, 0
	call	PyObject_CallFunctionObjArgs
	ld	a1, 0(s1)
	addi	a1, a1, -1
	sd	a1, 0(s1)
	bnez	a1, .LBB4_1
	mv	s0, a0
	mv	a0, s1
	call	_Py_Dealloc
	mv	a0, s0
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.Lfunc_end4:
WraptObjectProxy_setattro:
	addi	sp, sp, -48
	sd	ra, 40(sp)
	sd	s0, 32(sp)
	sd	s1, 24(sp)
	sd	s2, 16(sp)
	sd	s3, 8(sp)
	mv	s2, a2
	mv	s1, a1
.Lpcrel_hi4:
	auipc	s0, %pcrel_hi(.L_MergedGlobals.109)
	addi	s0, s0, %pcrel_lo(.Lpcrel_hi4)
	ld	a1, 32(s0)
	mv	s3, a0
	beqz	a1, .LBB5_7
	ld	a2, 24(s0)
	beqz	a2, .LBB5_8
.LBB5_2:
	mv	a0, s1
	li	a3, 0
	call	PyObject_CallMethodObjArgs
.Lpcrel_hi7:
	auipc	a1, %got_pcrel_hi(_Py_TrueStruct)
	ld	a1, %pcrel_lo(.Lpcrel_hi7)(a1)
	beq	a0, a1, .LBB5_9
	beqz	a0, .LBB5_11
	ld	a1, 0(a0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB5_6
	call	_Py_Dealloc
.LBB5_6:
	ld	a0, 8(s3)
	mv	a1, s1
	call	PyObject_HasAttr
	bnez	a0, .LBB5_12
	j	.LBB5_13
.LBB5_7:
.Lpcrel_hi5:
	auipc	a0, %pcrel_hi(.L.str.28)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi5)
	call	PyUnicode_InternFromString
	mv	a1, a0
	sd	a0, 32(s0)
	ld	a2, 24(s0)
	bnez	a2, .LBB5_2
.LBB5_8:
.Lpcrel_hi6:
	auipc	a0, %pcrel_hi(.L.str.29)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi6)
	call	PyUnicode_InternFromString
	ld	a1, 32(s0)
	mv	a2, a0
	sd	a0, 24(s0)
	j	.LBB5_2
.LBB5_9:
	ld	a0, 0(a1)
	addi	a0, a0, -1
	sd	a0, 0(a1)
	bnez	a0, .LBB5_12
.Lpcrel_hi8:
	auipc	a0, %got_pcrel_hi(_Py_TrueStruct)
	ld	a0, %pcrel_lo(.Lpcrel_hi8)(a0)
	call	_Py_Dealloc
	j	.LBB5_12
.LBB5_11:
	call	PyErr_Clear
	ld	a0, 8(s3)
	mv	a1, s1
	call	PyObject_HasAttr
	beqz	a0, .LBB5_13
.LBB5_12:
	mv	a0, s3
	mv	a1, s1
	mv	a2, s2
	ld	ra, 40(sp)
	ld	s0, 32(sp)
	ld	s1, 24(sp)
	ld	s2, 16(sp)
	ld	s3, 8(sp)
	addi	sp, sp, 48
	tail	PyObject_GenericSetAttr
.LBB5_13:
	ld	a0, 24(s3)
	bnez	a0, .LBB5_16
	mv	a0, s3
	call	raise_uninitialized_wrapper_error
	li	a1, -1
	beq	a0, a1, .LBB5_17
	ld	a0, 24(s3)
.LBB5_16:
	mv	a1, s1
	mv	a2, s2
	ld	ra, 40(sp)
	ld	s0, 32(sp)
	ld	s1, 24(sp)
	ld	s2, 16(sp)
	ld	s3, 8(sp)
	addi	sp, sp, 48
	tail	PyObject_SetAttr
.LBB5_17:
	li	a0, -1
	ld	ra, 40(sp)
	ld	s0, 32(sp)
	ld	s1, 24(sp)
	ld	s2, 16(sp)
	ld	s3, 8(sp)
	addi	sp, sp, 48
	ret
.Lfunc_end5:
WraptObjectProxy_traverse:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	sd	s1, 8(sp)
	sd	s2, 0(sp)
	mv	s2, a2
	mv	s0, a0
	ld	a0, 16(a0)
	mv	s1, a1
	beqz	a0, .LBB6_3
	mv	a1, s2
	jalr	s1
	beqz	a0, .LBB6_3
.LBB6_2:
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.LBB6_3:
	ld	a0, 24(s0)
	beqz	a0, .LBB6_5
	mv	a1, s2
	jalr	s1
	bnez	a0, .LBB6_2
.LBB6_5:
	li	a0, 0
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.Lfunc_end6:
WraptObjectProxy_clear:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	ld	a1, 16(a0)
	beqz	a1, .LBB7_3
	ld	a2, 0(a1)
	sd	zero, 16(a0)
	addi	a2, a2, -1
	sd	a2, 0(a1)
	bnez	a2, .LBB7_3
	mv	s0, a0
	mv	a0, a1
	call	_Py_Dealloc
	mv	a0, s0
.LBB7_3:
	ld	a1, 24(a0)
	beqz	a1, .LBB7_5
	ld	a2, 0(a1)
	sd	zero, 24(a0)
	addi	a2, a2, -1
	sd	a2, 0(a1)
	beqz	a2, .LBB7_6
.LBB7_5:
	li	a0, 0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.LBB7_6:
	mv	a0, a1
	call	_Py_Dealloc
	li	a0, 0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end7:
WraptObjectProxy_richcompare:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	sd	s1, 8(sp)
	sd	s2, 0(sp)
	mv	a3, a0
	ld	a0, 24(a0)
	beqz	a0, .LBB8_2
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	tail	PyObject_RichCompare
.LBB8_2:
	mv	s2, a1
	mv	s1, a2
	mv	s0, a3
	mv	a0, a3
	call	raise_uninitialized_wrapper_error
	li	a1, -1
	beq	a0, a1, .LBB8_4
	ld	a0, 24(s0)
	mv	a2, s1
	mv	a1, s2
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	tail	PyObject_RichCompare
.LBB8_4:
	li	a0, 0
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.Lfunc_end8:
WraptObjectProxy_init:
	addi	sp, sp, -48
	sd	ra, 40(sp)
	sd	s0, 32(sp)
	mv	a5, a2
	mv	s0, a0
.Lpcrel_hi9:
	auipc	a0, %pcrel_hi(.L__const.WraptObjectProxy_init.kwlist)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi9)
	vsetivli	zero, 2, e64, m1, ta, ma
	vle64.v	v8, (a0)
	sd	zero, 24(sp)
	mv	a0, sp
	vse64.v	v8, (a0)
.Lpcrel_hi10:
	auipc	a0, %pcrel_hi(.L.str.68)
	mv	a3, sp
	addi	a2, a0, %pcrel_lo(.Lpcrel_hi10)
	addi	a4, sp, 24
	mv	a0, a1
	mv	a1, a5
	call	PyArg_ParseTupleAndKeywords
	beqz	a0, .LBB9_2
	ld	a1, 24(sp)
	mv	a0, s0
	call	WraptObjectProxy_raw_init
	ld	ra, 40(sp)
	ld	s0, 32(sp)
	addi	sp, sp, 48
	ret
.LBB9_2:
	li	a0, -1
	ld	ra, 40(sp)
	ld	s0, 32(sp)
	addi	sp, sp, 48
	ret
.Lfunc_end9:
WraptObjectProxy_new:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	ld	a2, 304(a0)
	li	a1, 0
	jalr	a2
	beqz	a0, .LBB10_2
	mv	s0, a0
	call	PyDict_New
	mv	a1, a0
	mv	a0, s0
	sd	a1, 16(s0)
	addi	a1, s0, 24
	vsetivli	zero, 2, e64, m1, ta, ma
	vmv.v.i	v8, 0
	vse64.v	v8, (a1)
.LBB10_2:
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end10:
WraptCallableObjectProxy_call:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	sd	s1, 8(sp)
	sd	s2, 0(sp)
	mv	a3, a0
	ld	a0, 24(a0)
	beqz	a0, .LBB11_2
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	tail	PyObject_Call
.LBB11_2:
	mv	s2, a1
	mv	s1, a2
	mv	s0, a3
	mv	a0, a3
	call	raise_uninitialized_wrapper_error
	li	a1, -1
	beq	a0, a1, .LBB11_4
	ld	a0, 24(s0)
	mv	a2, s1
	mv	a1, s2
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	tail	PyObject_Call
.LBB11_4:
	li	a0, 0
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.Lfunc_end11:
WraptPartialCallableObjectProxy_dealloc:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	mv	s0, a0
	call	PyObject_GC_UnTrack
	mv	a0, s0
	call	WraptPartialCallableObjectProxy_clear
	mv	a0, s0
	call	PyObject_GC_UnTrack
	ld	a0, 32(s0)
	beqz	a0, .LBB12_2
	mv	a0, s0
	call	PyObject_ClearWeakRefs
.LBB12_2:
	ld	a0, 16(s0)
	beqz	a0, .LBB12_5
	ld	a1, 0(a0)
	sd	zero, 16(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB12_5
	call	_Py_Dealloc
.LBB12_5:
	ld	a0, 24(s0)
	beqz	a0, .LBB12_8
	ld	a1, 0(a0)
	sd	zero, 24(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB12_8
	call	_Py_Dealloc
.LBB12_8:
	ld	a0, 8(s0)
	ld	a5, 320(a0)
	mv	a0, s0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	jr	a5
.Lfunc_end12:
WraptPartialCallableObjectProxy_call:
	addi	sp, sp, -64
	sd	ra, 56(sp)
	sd	s0, 48(sp)
	sd	s1, 40(sp)
	sd	s2, 32(sp)
	sd	s3, 24(sp)
	sd	s4, 16(sp)
	sd	s5, 8(sp)
	mv	s2, a2
	mv	s4, a0
	ld	a0, 24(a0)
	mv	s5, a1
	bnez	a0, .LBB13_2
	mv	a0, s4
	call	raise_uninitialized_wrapper_error
	li	a1, -1
	beq	a0, a1, .LBB13_19
.LBB13_2:
	ld	a0, 40(s4)
	call	PyTuple_Size
	mv	s0, a0
	mv	a0, s5
	call	PyTuple_Size
	add	a0, a0, s0
	call	PyTuple_New
	ld	a1, 40(s4)
	mv	s3, a0
	mv	a0, a1
	call	PyTuple_Size
	blez	a0, .LBB13_5
	li	s0, 0
.LBB13_4:
	ld	a0, 40(s4)
	mv	a1, s0
	call	PyTuple_GetItem
	mv	a2, a0
	ld	a0, 0(a0)
	addi	a0, a0, 1
	sd	a0, 0(a2)
	mv	a0, s3
	mv	a1, s0
	call	PyTuple_SetItem
	ld	a0, 40(s4)
	addi	s0, s0, 1
	call	PyTuple_Size
	blt	s0, a0, .LBB13_4
.LBB13_5:
	ld	a0, 40(s4)
	call	PyTuple_Size
	mv	s0, a0
	mv	a0, s5
	call	PyTuple_Size
	blez	a0, .LBB13_8
	li	s1, 0
.LBB13_7:
	mv	a0, s5
	mv	a1, s1
	call	PyTuple_GetItem
	mv	a2, a0
	ld	a0, 0(a0)
	addi	a0, a0, 1
	sd	a0, 0(a2)
	add	a1, s0, s1
	mv	a0, s3
	call	PyTuple_SetItem
	addi	s1, s1, 1
	mv	a0, s5
	call	PyTuple_Size
	blt	s1, a0, .LBB13_7
.LBB13_8:
	call	PyDict_New
	ld	a1, 48(s4)
	mv	s1, a0
	beqz	a1, .LBB13_10
	mv	a0, s1
	call	PyDict_Update
	li	a1, -1
	beq	a0, a1, .LBB13_14
.LBB13_10:
	beqz	s2, .LBB13_12
	mv	a0, s1
	mv	a1, s2
	call	PyDict_Update
	li	a1, -1
	beq	a0, a1, .LBB13_14
.LBB13_12:
	ld	a0, 24(s4)
	mv	a1, s3
	mv	a2, s1
	call	PyObject_Call
	mv	s0, a0
	ld	a0, 0(s3)
	addi	a0, a0, -1
	sd	a0, 0(s3)
	beqz	a0, .LBB13_17
	ld	a0, 0(s1)
	addi	a1, a0, -1
	sd	a1, 0(s1)
	mv	a0, s0
	bnez	a1, .LBB13_20
	j	.LBB13_18
.LBB13_14:
	ld	a0, 0(s3)
	addi	a0, a0, -1
	sd	a0, 0(s3)
	bnez	a0, .LBB13_16
	mv	a0, s3
	call	_Py_Dealloc
.LBB13_16:
	li	s0, 0
	li	a0, 0
	ld	a1, 0(s1)
	addi	a1, a1, -1
	sd	a1, 0(s1)
	bnez	a1, .LBB13_20
	j	.LBB13_18
.LBB13_17:
	mv	a0, s3
	call	_Py_Dealloc
	ld	a0, 0(s1)
	addi	a1, a0, -1
	sd	a1, 0(s1)
	mv	a0, s0
	bnez	a1, .LBB13_20
.LBB13_18:
	mv	a0, s1
	call	_Py_Dealloc
	mv	a0, s0
	j	.LBB13_20
.LBB13_19:
	li	a0, 0
.LBB13_20:
	ld	ra, 56(sp)
	ld	s0, 48(sp)
	ld	s1, 40(sp)
	ld	s2, 32(sp)
	ld	s3, 24(sp)
	ld	s4, 16(sp)
	ld	s5, 8(sp)
	addi	sp, sp, 64
	ret
.Lfunc_end13:
WraptPartialCallableObjectProxy_traverse:
	addi	sp, sp, -32
	sd	ra, 24(sp)
	sd	s0, 16(sp)
	sd	s1, 8(sp)
	sd	s2, 0(sp)
	mv	s2, a2
	mv	s0, a0
	ld	a0, 16(a0)
	mv	s1, a1
	beqz	a0, .LBB14_2
	mv	a1, s2
	jalr	s1
	bnez	a0, .LBB14_4
.LBB14_2:
	ld	a0, 24(s0)
	beqz	a0, .LBB14_4
	mv	a1, s2
	jalr	s1
.LBB14_4:
	ld	a0, 40(s0)
	beqz	a0, .LBB14_7
	mv	a1, s2
	jalr	s1
	beqz	a0, .LBB14_7
.LBB14_6:
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.LBB14_7:
	ld	a0, 48(s0)
	beqz	a0, .LBB14_9
	mv	a1, s2
	jalr	s1
	bnez	a0, .LBB14_6
.LBB14_9:
	li	a0, 0
	ld	ra, 24(sp)
	ld	s0, 16(sp)
	ld	s1, 8(sp)
	ld	s2, 0(sp)
	addi	sp, sp, 32
	ret
.Lfunc_end14:
WraptPartialCallableObjectProxy_clear:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	mv	s0, a0
	ld	a0, 16(a0)
	beqz	a0, .LBB15_3
	ld	a1, 0(a0)
	sd	zero, 16(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB15_3
	call	_Py_Dealloc
.LBB15_3:
	ld	a0, 24(s0)
	beqz	a0, .LBB15_6
	ld	a1, 0(a0)
	sd	zero, 24(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB15_6
	call	_Py_Dealloc
.LBB15_6:
	ld	a0, 40(s0)
	beqz	a0, .LBB15_9
	ld	a1, 0(a0)
	sd	zero, 40(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB15_9
	call	_Py_Dealloc
.LBB15_9:
	ld	a0, 48(s0)
	beqz	a0, .LBB15_11
	ld	a1, 0(a0)
	sd	zero, 48(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	beqz	a1, .LBB15_12
.LBB15_11:
	li	a0, 0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.LBB15_12:
	call	_Py_Dealloc
	li	a0, 0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end15:
WraptPartialCallableObjectProxy_init:
	addi	sp, sp, -48
	sd	ra, 40(sp)
	sd	s0, 32(sp)
	sd	s1, 24(sp)
	sd	s2, 16(sp)
	sd	s3, 8(sp)
	mv	s2, a2
	mv	s0, a1
	mv	s3, a0
	mv	a0, a1
	call	PyObject_Size
	beqz	a0, .LBB16_16
	mv	a0, s0
	call	PyObject_Size
	blez	a0, .LBB16_17
	mv	a0, s0
	li	a1, 0
	call	PyTuple_GetItem
	mv	s1, a0
	call	PyCallable_Check
	beqz	a0, .LBB16_18
	mv	a0, s0
	call	PyTuple_Size
	mv	a2, a0
	li	a1, 1
	mv	a0, s0
	call	PyTuple_GetSlice
	beqz	a0, .LBB16_20
	mv	s0, a0
	mv	a0, s3
	mv	a1, s1
	call	WraptObjectProxy_raw_init
	ld	a2, 0(s0)
	bnez	a0, .LBB16_14
	ld	a1, 40(s3)
	addi	a2, a2, 1
	sd	a2, 0(s0)
	beqz	a1, .LBB16_8
	ld	a2, 0(a1)
	addi	a2, a2, -1
	sd	a2, 0(a1)
	bnez	a2, .LBB16_8
	mv	s1, a0
	mv	a0, a1
	call	_Py_Dealloc
	mv	a0, s1
.LBB16_8:
	sd	s0, 40(s3)
	beqz	s2, .LBB16_10
	ld	a1, 0(s2)
	addi	a1, a1, 1
	sd	a1, 0(s2)
.LBB16_10:
	ld	a1, 48(s3)
	beqz	a1, .LBB16_13
	ld	a2, 0(a1)
	addi	a2, a2, -1
	sd	a2, 0(a1)
	bnez	a2, .LBB16_13
	mv	s1, a0
	mv	a0, a1
	call	_Py_Dealloc
	mv	a0, s1
.LBB16_13:
	ld	a2, 0(s0)
	sd	s2, 48(s3)
.LBB16_14:
	addi	a2, a2, -1
	sd	a2, 0(s0)
	bnez	a2, .LBB16_21
	mv	s1, a0
	mv	a0, s0
	call	_Py_Dealloc
	mv	a0, s1
	j	.LBB16_21
.LBB16_16:
.Lpcrel_hi11:
	auipc	a0, %got_pcrel_hi(PyExc_TypeError)
	ld	a0, %pcrel_lo(.Lpcrel_hi11)(a0)
	ld	a0, 0(a0)
.Lpcrel_hi12:
	auipc	a1, %pcrel_hi(.L.str.69)
	addi	a1, a1, %pcrel_lo(.Lpcrel_hi12)
	j	.LBB16_19
.LBB16_17:
.Lpcrel_hi13:
	auipc	a0, %got_pcrel_hi(PyExc_TypeError)
	ld	a0, %pcrel_lo(.Lpcrel_hi13)(a0)
	ld	a0, 0(a0)
.Lpcrel_hi14:
	auipc	a1, %pcrel_hi(.L.str.70)
	addi	a1, a1, %pcrel_lo(.Lpcrel_hi14)
	j	.LBB16_19
.LBB16_18:
.Lpcrel_hi15:
	auipc	a0, %got_pcrel_hi(PyExc_TypeError)
	ld	a0, %pcrel_lo(.Lpcrel_hi15)(a0)
	ld	a0, 0(a0)
.Lpcrel_hi16:
	auipc	a1, %pcrel_hi(.L.str.71)
	addi	a1, a1, %pcrel_lo(.Lpcrel_hi16)
.LBB16_19:
	call	PyErr_SetString
.LBB16_20:
	li	a0, -1
.LBB16_21:
	ld	ra, 40(sp)
	ld	s0, 32(sp)
	ld	s1, 24(sp)
	ld	s2, 16(sp)
	ld	s3, 8(sp)
	addi	sp, sp, 48
	ret
.Lfunc_end16:
WraptPartialCallableObjectProxy_new:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	ld	a2, 304(a0)
	li	a1, 0
	jalr	a2
	beqz	a0, .LBB17_2
	mv	s0, a0
	call	PyDict_New
	mv	a1, a0
	mv	a0, s0
	sd	a1, 16(s0)
	addi	a1, s0, 24
	vsetivli	zero, 2, e64, m1, ta, ma
	vmv.v.i	v8, 0
	vse64.v	v8, (a1)
	addi	a1, s0, 40
	vse64.v	v8, (a1)
.LBB17_2:
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	ret
.Lfunc_end17:
WraptFunctionWrapperBase_dealloc:
	addi	sp, sp, -16
	sd	ra, 8(sp)
	sd	s0, 0(sp)
	mv	s0, a0
	call	PyObject_GC_UnTrack
	mv	a0, s0
	call	WraptFunctionWrapperBase_clear
	mv	a0, s0
	call	PyObject_GC_UnTrack
	ld	a0, 32(s0)
	beqz	a0, .LBB18_2
	mv	a0, s0
	call	PyObject_ClearWeakRefs
.LBB18_2:
	ld	a0, 16(s0)
	beqz	a0, .LBB18_5
	ld	a1, 0(a0)
	sd	zero, 16(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB18_5
	call	_Py_Dealloc
.LBB18_5:
	ld	a0, 24(s0)
	beqz	a0, .LBB18_8
	ld	a1, 0(a0)
	sd	zero, 24(s0)
	addi	a1, a1, -1
	sd	a1, 0(a0)
	bnez	a1, .LBB18_8
	call	_Py_Dealloc
.LBB18_8:
	ld	a0, 8(s0)
	ld	a5, 320(a0)
	mv	a0, s0
	ld	ra, 8(sp)
	ld	s0, 0(sp)
	addi	sp, sp, 16
	jr	a5
.Lfunc_end18:
WraptFunctionWrapperBase_call:
	addi	sp, sp, -64
	sd	ra, 56(sp)
	sd	s0, 48(sp)
	sd	s1, 40(sp)
	sd	s2, 32(sp)
	sd	s3, 24(sp)
	sd	s4, 16(sp)
	sd	s5, 8(sp)
	sd	s6, 0(sp)
	mv	s3, a2
	mv	s2, a1
.Lpcrel_hi17:
	auipc	s5, %pcrel_hi(.L_MergedGlobals.109)
	addi	s5, s5, %pcrel_lo(.Lpcrel_hi17)
	ld	a1, 64(s5)
	mv	s6, a0
	bnez	a1, .LBB19_2
.Lpcrel_hi18:
	auipc	a0, %pcrel_hi(.L.str.72)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi18)
	call	PyUnicode_InternFromString
	sd	a0, 64(s5)
.Lpcrel_hi19:
	auipc	a0, %pcrel_hi(.L.str.73)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi19)
	call	PyUnicode_InternFromString
	sd	a0, 72(s5)
.Lpcrel_hi20:
	auipc	a0, %pcrel_hi(.L.str.74)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi20)
	call	PyUnicode_InternFromString
	sd	a0, 80(s5)
.Lpcrel_hi21:
	auipc	a0, %pcrel_hi(.L.str.75)
	addi	a0, a0, %pcrel_lo(.Lpcrel_hi21)
	call	PyUnicode_InternFromString
	sd	a0, 88(s5)
.LBB19_2:
	ld	a0, 56(s6)
.Lpcrel_hi22:
	auipc	a1, %got_pcrel_hi(_Py_NoneStruct)
	ld	s1, %pcrel_lo(.Lpcrel_hi22)(a1)
	beq	a0, s1, .LBB19_12
	call	PyCallable_Check
	ld	a1, 56(s6)
	beqz	a0, .LBB19_8
	mv	a0, a1
	li	a1, 0
	call	PyObject_CallFunctionObjArgs
	beqz	a0, .LBB19_33
	mv	s0, a0
	call	PyObject_Not
	ld	a1, 0(s0)
	addi	a1, a1, -1
	sd	a1, 0(s0)
	beqz	a0, .LBB19_10
	bnez	a1, .LBB19_9
	mv	a0, s0
	call	_Py_Dealloc
	j	.LBB19_9
.LBB19_8:
	mv	a0, a1
	call	PyObject_Not
	beqz	a0, .LBB19_12
.LBB19_9:
	ld	a0, 24(s6)
	mv	a1, s2
	mv	a2, s3
	ld	ra, 56(sp)
	ld	s0, 48(sp)
	ld	s1, 40(sp)
	ld	s2, 32(sp)
	ld	s3, 24(sp)
	ld	s4, 16(sp)
	ld	s5, 8(sp)
	ld	s6, 0(sp)
	addi	sp, sp, 64
	tail	PyObject_Call
.LBB19_10:
	bnez	a1, .LBB19_12
	mv	a0, s0
	call	_Py_Dealloc
.LBB19_12:
	beqz	s3, .LBB19_14
	li	s4, 0
	ld	a0, 40(s6)
	bne	a0, s1, .LBB19_30
	j	.LBB19_15
.LBB19_14:
	call	PyDict_New
	mv	s3, a0
	mv	s4, a0
	ld	a0, 40(s6)
	bne	a0, s1, .LBB19_30
.LBB19_15:
	ld	a0, 64(s6)
	ld	a1, 64(s5)
	beq	a0, a1, .LBB19_23
	li	a2, 2
	call	PyObject_RichCompareBool
	li	a1, 1
	beq	a0, a1, .LBB19_23
	ld	a0, 64(s6)
	ld	a1, 88(s5)
	beq	a0, a1, .LBB19_23
	li	a2, 2
	call	PyObject_RichCompareBool
	li	a1, 1
	beq	a0, a1, .LBB19_23
	ld	a0, 64(s6)
	ld	a1, 72(s5)
	beq	a0, a1, .LBB19_23
	li	a2, 2
	call	PyObject_RichCompareBool
	li	a1, 1
	beq	a0, a1, .LBB19_23
	ld	a0, 64(s6)
	ld	a1, 80(s5)
	beq	a0, a1, .LBB19_23
	li	a2, 2
	call	PyObject_RichCompareBool
	li	a1, 1
	bne	a0, a1, .LBB19_30
.LBB19_23:
	ld	a0, 24(s6)
.Lpcrel_hi23:
	auipc	a1, %pcrel_hi(.L.str.76)
	addi	a1, a1, %pcrel_lo(.Lpcrel_hi23)
	call	PyObject_GetAttrString
	beqz	a0, .LBB19_29
	mv	s0, a0
	ld	a1, 24(s6)
	ld	a0, 48(s6)
	mv	a2, s0
	mv	a3, s2
	mv	a4, s3
	li	a5, 0
	call	PyObject_CallFunctionObjArgs
	beqz	s4, .LBB19_27
	ld	a1, 0(s4)
	addi	a1, a1, -1
	sd	a1, 0(s4)
	bnez	a1, .LBB19_27
	mv	s1, a0
	mv	a0, s4
	call	_Py_Dealloc
	mv	a0, s1
.LBB19_27:
	ld	a1, 0(s0)
	addi	a1, a1, -1
	sd	a1, 0(s0)
	bnez	a1, .LBB19_33
	mv	s1, a0
	mv	a0, s0
	call	_Py_Dealloc
	mv	a0, s1
	j	.LBB19_33
.LBB19_29:
	call	PyErr_Clear
.LBB19_30:
	ld	a1, 24(s6)
	ld	a2, 40(s6)
	ld	a0, 48(s6)
	mv	a3, s2
	mv	a4, s3
	li	a5, 0
	call	PyObject_CallFunctionObjArgs
	beqz	s4, .LBB19_33
	ld	a1, 0(s4)
	addi	a1, a1, -1
	sd	a1, 0(s4)
