import { useEffect, useRef } from "react";
import { drawWatermark } from "./watermark.ts";
import classes from "./player.module.css";

/**
 * The watermark layer: a canvas over the video that lets every click through
 * (pointer-events none) and is drawn again whenever its size changes.
 */
export function WatermarkCanvas({ lines }: { lines: readonly string[] }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const text = lines.join("\n");

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const identity = text ? text.split("\n") : [];
    const draw = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      const context = canvas.getContext("2d");
      if (context) drawWatermark(context, width, height, identity, ratio);
    };
    draw();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(draw);
    observer?.observe(canvas);
    window.addEventListener("resize", draw);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", draw);
    };
  }, [text]);

  return (
    <canvas ref={ref} className={classes.watermark} aria-hidden="true" data-testid="watermark" />
  );
}
