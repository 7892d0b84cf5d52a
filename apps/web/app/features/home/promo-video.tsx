import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-i18n.ts';
import { onceNearViewport } from '../../lib/near-viewport.ts';

const PROMO_VIDEO = {
  webm: '/media/promo.webm',
  mp4: '/media/promo.mp4',
  poster: '/media/promo-poster.webp',
} as const;

/**
 * SPEC §1/§4: the looping, autoplaying promotional video starts muted; the sound button flips
 * the muted flag. The play button lets visitors stop the motion (WCAG 2.2.2). It starts playing
 * when it comes near the viewport, and only then loads (a phone that never scrolls to it fetches
 * none of it), unless the visitor asked for reduced motion: then it waits on its poster for the
 * play button (the markup has no autoplay attribute, which would start it first).
 */
export function PromoVideo() {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    return onceNearViewport(video, () => video.play().catch(() => setPaused(true)), '200px');
  }, []);

  function toggleSound() {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !muted;
    setMuted(!muted);
  }

  function togglePlayback() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      video.play().catch(() => setPaused(true));
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  }

  return (
    <section className="home-section container-xxl" aria-labelledby="promo-video-title">
      <h2 id="promo-video-title" className="visually-hidden">
        {t('home.video.title')}
      </h2>
      <figure className="promo-video mb-0">
        <video
          ref={videoRef}
          className="promo-video__media"
          poster={PROMO_VIDEO.poster}
          muted={muted}
          loop
          playsInline
          preload="none"
          aria-label={t('home.video.label')}
          onPause={() => setPaused(true)}
          onPlay={() => setPaused(false)}
        >
          <source src={PROMO_VIDEO.webm} type="video/webm" />
          <source src={PROMO_VIDEO.mp4} type="video/mp4" />
        </video>
        <div className="promo-video__controls">
          <button type="button" className="btn btn-dark btn-sm" onClick={toggleSound}>
            {muted ? t('home.video.unmute') : t('home.video.mute')}
          </button>
          <button type="button" className="btn btn-dark btn-sm" onClick={togglePlayback}>
            {paused ? t('home.video.play') : t('home.video.pause')}
          </button>
        </div>
      </figure>
    </section>
  );
}
