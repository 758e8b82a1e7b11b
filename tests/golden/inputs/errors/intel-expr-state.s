# Intel expressions: the errors of LLVM's Intel expression state machine
# (a name whose specifier fails gets the loop's own second error; brackets
# where a term is due; a ')' no '(' opened is dropped).
.intel_syntax noprefix
mov rax, qword ptr [foo@xyz]
lea rax, [rip + foo@xyz]
mov eax, offset foo@xyz
mov rax, foo@xyz
mov rax, qword ptr [foo@xyz+8]
call foo@xyz
mov rax, qword ptr foo@xyz[rip]
mov rax, [foo@xyz + rbx]
mov rax, 8+foo@xyz
mov rax, foo@xyz ; c
lea rax, foo@xyz@abc
mov eax, offset foo@xyz + 3
mov rax, "foo"@xyz
mov rax, "foo"@
mov rax, offset "foo"@xyz
jmp "foo"@xyz  # comment
mov rax, [ ]
mov rax, zz[]
mov rax, [
mov rax, [  # c
mov rax, [rbx+  // c
mov rax, [ ; d
mov rax, [[rbx]]
mov rax, [rbx]]
mov rax, [rbx] ]
mov rax, [rbx+rcx] [
mov rax, 5]
mov rax, foo]
mov rax, rbx]
mov rax, [rbx])
mov rax, 5))
mov rax, (5))
add rax, 1
