# Nothing but comments here.
/* not even
   one instruction */
// still nothing
