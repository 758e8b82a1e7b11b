.loc_label x
nop
