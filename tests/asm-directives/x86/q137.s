.noaltmacro
nop
