.short %tprel_add(x), %qc.abs20(y)
nop
