; Script-Fu: named arguments on a float image, exported as PFM for
; check-scriptfu.py to compare with the core; then a call with two
; drawables, which must fail and leave the image as it was.
(let* ((img (car (gimp-image-new-with-precision 64 48 RGB PRECISION-FLOAT-LINEAR)))
       (layer (car (gimp-layer-new img "noise" 64 48 RGBA-IMAGE 100 LAYER-MODE-NORMAL)))
       (other (car (gimp-layer-new img "other" 64 48 RGBA-IMAGE 100 LAYER-MODE-NORMAL))))
  (gimp-image-insert-layer img layer 0 0)
  (plug-in-noise-render #:run-mode RUN-NONINTERACTIVE
                        #:image img
                        #:drawables (vector layer)
                        #:noise-type "perlin"
                        #:dimensions 3
                        #:frequency 5.0
                        #:octaves 4
                        #:seed 9
                        #:offset-z 0.5
                        #:output "height")
  (file-pfm-export #:run-mode RUN-NONINTERACTIVE #:image img
                   #:file (string-append test-out "/render.pfm"))
  (gimp-image-insert-layer img other 0 1)
  (gimp-item-set-visible other FALSE)
  (if (not (catch #t
             (plug-in-noise-render #:run-mode RUN-NONINTERACTIVE
                                   #:image img
                                   #:drawables (vector layer other)
                                   #:noise-type "simplex")
             #f))
      (error "a call with two drawables was accepted"))
  (file-pfm-export #:run-mode RUN-NONINTERACTIVE #:image img
                   #:file (string-append test-out "/after-failed-call.pfm"))
  (gimp-image-delete img))
