.loc_label x
add x0, x1, x2
