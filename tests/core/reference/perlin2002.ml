(* The OCaml of Perlin's 2002 reference, verbatim (Matías Giovannini's re-implementation of
   Perlin's 2002 Java reference simplex noise), followed by a driver that
   prints known-answer vectors for core/simplex-2002.c.  Run with
   `ocaml perlin2002.ml points` or `ocaml perlin2002.ml slice`. *)

let patterns = [| 0o25; 0o70; 0o62; 0o54; 0o15; 0o23; 0o07; 0o52 |]

let btst n b = (n lsr b) land 1

let bmix i j k b = patterns.((btst i b lsl 2) lor (btst j b lsl 1) lor (btst k b))

let shuffle (i, j, k) =
  bmix i j k 0 + bmix j k i 1 + bmix k i j 2 + bmix i j k 3 +
  bmix j k i 4 + bmix k i j 5 + bmix i j k 6 + bmix j k i 7

let magnitude h (x, y, z) =
  let p, q, r = match h land 7 with
  | 0 -> z , x , y
  | 1 -> x , y , 0.
  | 2 -> y , z , 0.
  | 3 -> z , x , 0.
  | 4 -> z , x , y
  | 5 -> x , 0., z
  | 6 -> y , 0., x
  | 7 -> z , 0., y
  | _ -> assert false
  in match (h lsr 3) land 7 with
  | 0 -> -. p -. q +. r
  | 1 -> +. p -. q -. r
  | 2 -> -. p +. q -. r
  | 3 -> +. p +. q +. r
  | 4 -> +. p +. q -. r
  | 5 -> -. p +. q +. r
  | 6 -> +. p -. q +. r
  | 7 -> -. p -. q -. r
  | _ -> assert false

let simplices = [|
[| (0,0,0); (1,0,0); (1,1,0); (1,1,1) |];
[| (0,0,0); (1,0,0); (1,0,1); (1,1,1) |];
[| (0,0,0); (0,1,0); (1,1,0); (1,1,1) |];
[| (0,0,0); (0,1,0); (0,1,1); (1,1,1) |];
[| (0,0,0); (0,0,1); (1,0,1); (1,1,1) |];
[| (0,0,0); (0,0,1); (0,1,1); (1,1,1) |]
|]

let permindex (u, v, w) =
  if u >= w then
    if u >= v then
      if v >= w then 0 else 1
    else 2
  else
  if v >= w then 3 else
  if u >= v then 4 else 5

let int x =
  if x < 0. then pred (truncate x) else truncate x

let skew (x, y, z) =
  let s = (x +. y +. z) /. 3. in
  let i = int (x +. s)
  and j = int (y +. s)
  and k = int (z +. s) in
  (i, j, k)

let unskew (x, y, z) (i, j, k) =
  let s = float (i + j + k) /. 6. in
  let u = x -. float i +. s
  and v = y -. float j +. s
  and w = z -. float k +. s in
  (u, v, w)

let norm2 (x, y, z) = x *. x +. y *. y +. z *. z

let addi3 (i, j, k) (i', j', k') = (i + i', j + j', k + k')

let noise p =
  let l = skew   p   in
  let x = unskew p l in
  let s = simplices.(permindex x) in
  let f = ref 0. in
  for i = 0 to 3 do
    let v = s.(i) in
    let y = unskew x v in
    let t = 0.6 -. norm2 y in
    if t > 0. then
      let h = shuffle (addi3 l v) in
      let t = t *. t in
      f := !f +. 8. *. t *. t *. magnitude h y
  done;
  !f

let clampb n =
  (n lor ((255-n) asr (Sys.word_size-2))) land lnot (n asr (Sys.word_size-2)) land 255

let rescale f =
  clampb (int (0.5 +. ldexp (f +. 1.) 7))

(* Driver (not from the seed). *)

(* The slice (-2, -2, 0)-(2, 2, 0) at 256 x 256: pixel (i, j) samples
   (-2 + 4 i / 256, -2 + 4 j / 256, 0), one row of 256 bytes per line. *)
let slice () =
  for j = 0 to 255 do
    for i = 0 to 255 do
      let x = -2. +. 4. *. float i /. 256. and y = -2. +. 4. *. float j /. 256. in
      Printf.printf "%d%s" (rescale (noise (x, y, 0.))) (if i = 255 then "\n" else " ")
    done
  done

(* Points on a 1/1024 grid (exact in float32): a deterministic spread,
   negative and large, and lattice points.  "x y z value" per line. *)
let points () =
  let state = ref 777 in
  let rnd () = state := (!state * 1103515245 + 12345) land 0x7fffffff;
    float !state /. 2147483648. in
  let coord span = Float.round ((rnd () *. 2. -. 1.) *. span *. 1024.) /. 1024. in
  let print (x, y, z) = Printf.printf "%.17g %.17g %.17g %.17g\n" x y z (noise (x, y, z)) in
  for n = 0 to 2999 do
    let span = if n < 1000 then 4. else if n < 2000 then 40. else 700. in
    let x = coord span in let y = coord span in let z = coord span in
    print (x, y, z)
  done;
  for i = -3 to 3 do
    let f = float i in
    print (f, 2. *. f, -. f);
    print (f +. 0.5, f, 0.)
  done

let () =
  match Sys.argv.(Array.length Sys.argv - 1) with
  | "slice" -> slice ()
  | _ -> points ()
