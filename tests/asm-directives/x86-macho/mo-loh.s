.loh AdrpAdd Lloh0, Lloh1
nop
