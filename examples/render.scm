; Renders a 768x512 noise image through plug-in-noise-render and exports it
; as PNG.  Used by build-aux/render-example; tests/gimp/run-gimp.sh defines
; test-out, the folder to write to.
(let* ((out (string-append test-out "/noise-render-example.png"))
       (img (car (gimp-image-new 768 512 RGB)))
       (layer (car (gimp-layer-new img "Noise" 768 512 RGB-IMAGE 100 LAYER-MODE-NORMAL))))
  (gimp-image-insert-layer img layer 0 0)
  (plug-in-noise-render #:run-mode RUN-NONINTERACTIVE
                        #:image img
                        #:drawables (vector layer)
                        #:noise-type "simplex"
                        #:dimensions 3
                        #:frequency 3.0
                        #:octaves 7
                        #:seed 42
                        #:gradient (car (gimp-gradient-get-by-name "Incandescent")))
  (file-png-export #:run-mode RUN-NONINTERACTIVE #:image img #:file out)
  (gimp-image-delete img))
