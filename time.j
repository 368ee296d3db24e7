/dev/fd/3: line 30: ./run.sh: No such file or directory

real	0m0.001s
user	0m0.001s
sys	0m0.000s
