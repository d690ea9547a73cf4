import { LOADING_ANIMATION } from '@fastforward/domain';
import { useEffect, useRef, useState } from 'react';

/** How long a page's code may take before its loading state shows: a fast load shows nothing at all. */
export const PAGE_LOADING_DELAY_MS = 300;

type LoadingShipProps = { spinner?: boolean; message?: string };

/** The frame (0‥359) shown at a time; pure so the loop can be tested without a clock. */
export const frameAt = (elapsedMs: number) =>
  Math.floor((elapsedMs * LOADING_ANIMATION.framesPerSecond) / 1000) % LOADING_ANIMATION.totalFrames;

/** Where the ship and the two waves stand at a frame (SVG transforms). */
export function poseAt(frame: number) {
  const angle = (frame / LOADING_ANIMATION.totalFrames) * 2 * Math.PI;
  const bob = Math.sin(angle * 4) * 3;
  const tilt = Math.sin(angle * 4 + 1) * 4;
  const waveShift = (frame / LOADING_ANIMATION.totalFrames) * 100;
  return {
    ship: `translate(0 ${bob}) rotate(${tilt} 50 55)`,
    frontWave: `translate(${-waveShift} 0)`,
    backWave: `translate(${waveShift - 100} 0)`,
  };
}

const FIRST_POSE = poseAt(0);

/**
 * Ship on waves (SPEC §2, §9): 60 fps, 360 frames per loop, 200 px or 50 px in spinner mode.
 * Drawn with SVG and requestAnimationFrame so no animation library reaches the sign-in chunk. Each
 * frame moves the SVG itself, not React state: a re-render sixty times a second would keep
 * interrupting React's work on the page being loaded behind it, which could then never finish.
 */
export function LoadingShip({ spinner = false, message }: LoadingShipProps) {
  const ship = useRef<SVGGElement>(null);
  const frontWave = useRef<SVGGElement>(null);
  const backWave = useRef<SVGGElement>(null);
  const size = spinner ? LOADING_ANIMATION.spinnerSize : LOADING_ANIMATION.defaultSize;

  useEffect(() => {
    let handle = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const pose = poseAt(frameAt(now - start));
      ship.current?.setAttribute('transform', pose.ship);
      frontWave.current?.setAttribute('transform', pose.frontWave);
      backWave.current?.setAttribute('transform', pose.backWave);
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, []);

  return (
    <div
      className={spinner ? 'ff-loading ff-loading-spinner' : 'ff-loading'}
      role="status"
      aria-label="Loading"
    >
      <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
        <g ref={ship} transform={FIRST_POSE.ship}>
          <path d="M22 52 h56 l-9 14 h-38 z" fill="#1c4e9c" />
          <rect x="34" y="40" width="24" height="12" fill="#2f7de1" />
          <rect x="60" y="34" width="8" height="18" fill="#e85d2a" />
          <rect x="38" y="43" width="4" height="4" fill="#fff" />
          <rect x="46" y="43" width="4" height="4" fill="#fff" />
        </g>
        <g ref={frontWave} transform={FIRST_POSE.frontWave}>
          <path
            d="M0 70 q12.5 -8 25 0 t25 0 t25 0 t25 0 t25 0 t25 0 t25 0 t25 0 v30 h-200 z"
            fill="#5aa9f0"
            opacity="0.85"
          />
        </g>
        <g ref={backWave} transform={FIRST_POSE.backWave}>
          <path
            d="M0 76 q12.5 6 25 0 t25 0 t25 0 t25 0 t25 0 t25 0 t25 0 t25 0 v30 h-200 z"
            fill="#1c4e9c"
            opacity="0.6"
          />
        </g>
      </svg>
      {message ? <p className="ff-loading-message">{message}</p> : null}
    </div>
  );
}

/** The loading animation over the whole window. */
export function FullPageLoading({ message }: { message?: string }) {
  return (
    <div className="ff-fullpage">
      <LoadingShip message={message} />
    </div>
  );
}

/**
 * A page's loading state inside the area the page will fill (the header and navigation stay on
 * screen), shown only once the load has taken `delayMs`, so a fast load does not flash.
 */
export function PageLoading({ delayMs = PAGE_LOADING_DELAY_MS }: { delayMs?: number }) {
  const [isShown, setIsShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setIsShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return isShown ? (
    <div className="ff-page-loading">
      <LoadingShip />
    </div>
  ) : null;
}
