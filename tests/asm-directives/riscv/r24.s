fld fa0, (8
