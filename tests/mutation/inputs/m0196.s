.itel_syntax noprefix
# libLLVM.o.