# x87 loads, stores, conversions and constants.
flds (%rdi)
fldl 8(%rdi)
fldt 16(%rdi)
fld1
fldz
fildl 32(%rdi)
faddl 40(%rdi)
fmuls 48(%rdi)
fistpl 52(%rdi)
fstpl 56(%rdi)
fnstcw 64(%rdi)
fldcw 64(%rdi)
