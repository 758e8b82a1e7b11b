mov w0, #'/'
.byte '/' // c
