import { useRef, useState } from "react";

export interface VideoSource {
  src: string;
  type: string;
}

export function videoType(url: string): string {
  if (/\.webm(?:$|\?)/i.test(url)) return "video/webm";
  if (/\.mov(?:$|\?)/i.test(url)) return "video/quicktime";
  return "video/mp4";
}

/** The poster image a video ships with: same name, .jpg (content convention). */
export const posterFor = (url: string) => url.replace(/\.(mp4|mov|webm)(\?.*)?$/i, ".jpg");

/**
 * Click on the video or the play icon to play or pause (SPEC.md 4); the icon hides while playing.
 * Nothing downloads before the visitor asks (preload="none"), and the poster is a lazy image under
 * the video rather than its `poster` attribute: a poster is fetched at once, wherever the video
 * is, and on a phone it competed with the first screen (issue 38). A video without a frame yet
 * draws nothing, so the image shows through until the first frame covers it.
 */
export function VideoPlayer({
  sources,
  poster,
  title,
  height,
  className = "video",
}: {
  sources: VideoSource[];
  poster: string;
  title: string;
  height?: number;
  className?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play();
    else video.pause();
  };

  return (
    <div className={className} style={height ? { height } : undefined}>
      <img className="video__poster" src={poster} alt="" loading="lazy" width={1280} height={720} />
      {/* The button below is the keyboard control; a click on the picture is a pointer shortcut. */}
      {/* Decorative footage without speech, so there is nothing to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        preload="none"
        playsInline
        aria-label={title}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        // At its end a video pauses (and the browser says so) before it reports "ended".
        onPause={() => setPlaying(false)}
        width={1280}
        height={720}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <button
        type="button"
        className="video__toggle"
        aria-label={playing ? `Pause ${title}` : `Play ${title}`}
        aria-pressed={playing}
        onClick={toggle}
      >
        <span className="video__icon" aria-hidden="true" hidden={playing} />
      </button>
    </div>
  );
}
