#!/usr/bin/env bash
# One-off maintainer tool: renders the looping promotional clip of the home page and its poster
# frame into apps/web/public/media/ (promo.mp4, promo.webm, promo-poster.webp). The outputs are
# committed; the product never runs this script and does not need ffmpeg.
#
# Needs: ffmpeg (with libx264, libvpx, libopus and libwebp; e.g. `apt-get install ffmpeg`) and
# `npm install` (for the DejaVu font file of the dejavu-fonts-ttf package).
#
# Everything is synthesised from lavfi sources: an animated red and gold glow on carbon black, slanted
# racing stripes, speed lines, the brand name and two alternating claims, over a soft engine-like
# hum. Every moving part repeats a whole number of times in the clip's 8 seconds (the noise is faded), so the
# last frame leads seamlessly into the first when the browser loops it.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=apps/web/public/media
FONT_BOLD=node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf
FONT_REGULAR=node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf
DURATION=8
FADE_OUT_START=7.88 # DURATION minus the 0.12 s audio fade that hides the loop seam of the noise
FPS=25

command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
[[ -f "$FONT_BOLD" ]] || { echo "Run npm install first: $FONT_BOLD is missing" >&2; exit 1; }
mkdir -p "$OUT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Claim N is fully visible for 3 of its 4 seconds and fades in and out over half a second.
claim_alpha() {
  local start=$1
  echo "if(lt(t,$start),0,if(lt(t,$start+0.5),(t-$start)/0.5,if(lt(t,$start+3.5),1,if(lt(t,$start+4),($start+4-t)/0.5,0))))"
}

# The filter graph below. Speed lines cross the frame (1280 px + 420 px of line = 1700 px) a whole
# number of times per loop: their speeds are multiples of 1700 px / 8 s = 212.5 px/s. The engine tone
# sweeps 70-95 Hz and back with a phase that returns to a whole cycle count at 8 s.
FILTER="
color=c=0x0b0b0d:s=320x180:r=${FPS}:d=${DURATION},format=gbrp,
geq=
r='16+175*exp(-(pow(X-160-95*cos(2*PI*T/${DURATION}),2)+pow(Y-92-38*sin(2*PI*T/${DURATION}),2))/2600)+70*exp(-(pow(X-160+105*cos(2*PI*T/${DURATION}),2)+pow(Y-88+30*sin(2*PI*T/${DURATION}),2))/1800)':
g='16+18*exp(-(pow(X-160-95*cos(2*PI*T/${DURATION}),2)+pow(Y-92-38*sin(2*PI*T/${DURATION}),2))/2600)+55*exp(-(pow(X-160+105*cos(2*PI*T/${DURATION}),2)+pow(Y-88+30*sin(2*PI*T/${DURATION}),2))/1800)':
b='19+30*exp(-(pow(X-160-95*cos(2*PI*T/${DURATION}),2)+pow(Y-92-38*sin(2*PI*T/${DURATION}),2))/2600)+12*exp(-(pow(X-160+105*cos(2*PI*T/${DURATION}),2)+pow(Y-88+30*sin(2*PI*T/${DURATION}),2))/1800)',
scale=1280:720:flags=bicubic,format=rgba[bg];

color=c=0xC8102E:s=120x1400:r=${FPS}:d=${DURATION},format=rgba[s1];
color=c=black@0.0:s=46x1400:r=${FPS}:d=${DURATION},format=rgba[g1];
color=c=0xD4A73A:s=42x1400:r=${FPS}:d=${DURATION},format=rgba[s2];
color=c=black@0.0:s=26x1400:r=${FPS}:d=${DURATION},format=rgba[g2];
color=c=0xFFFFFF@0.75:s=10x1400:r=${FPS}:d=${DURATION},format=rgba[s3];
[s1][g1][s2][g2][s3]hstack=inputs=5,rotate=a=0.42:c=none:ow=rotw(0.42):oh=roth(0.42)[stripes];

color=c=0xC8102E:s=420x7:r=${FPS}:d=${DURATION},format=rgba[l1];
color=c=0xD4A73A:s=300x4:r=${FPS}:d=${DURATION},format=rgba[l2];
color=c=0xFFFFFF@0.55:s=220x2:r=${FPS}:d=${DURATION},format=rgba[l3];
color=c=0xC8102E@0.8:s=360x3:r=${FPS}:d=${DURATION},format=rgba[l4];

[bg][stripes]overlay=x=820:y=-330:shortest=1[v1];
[v1][l1]overlay=x='1280-mod(t*425,1700)':y=560[v2];
[v2][l2]overlay=x='1280-mod(t*637.5+600,1700)':y=586[v3];
[v3][l3]overlay=x='1280-mod(t*850+1100,1700)':y=604[v4];
[v4][l4]overlay=x='1280-mod(t*212.5+300,1700)':y=128[v5];

[v5]drawbox=x=110:y=236:w=70:h=6:color=0xC8102E:t=fill,
drawtext=fontfile=${FONT_BOLD}:text='MOTORSPORT LUBRICANTS':fontsize=28:fontcolor=0xD4A73A:x=196:y=228,
drawtext=fontfile=${FONT_BOLD}:text='RENNFELD':fontsize=150:fontcolor=white:x=102:y=270,
drawbox=x=110:y=446:w=150:h=8:color=0xC8102E:t=fill,
drawtext=fontfile=${FONT_REGULAR}:text='Engineered for the redline':fontsize=40:fontcolor=0xE8E8EC:x=110:y=488:alpha='$(claim_alpha 0)',
drawtext=fontfile=${FONT_REGULAR}:text='Tested on track - trusted on the road':fontsize=40:fontcolor=0xE8E8EC:x=110:y=488:alpha='$(claim_alpha 4)',
format=yuv420p[video];

aevalsrc=exprs='0.30*sin(2*PI*(82.5*t-(50/PI)*sin(2*PI*t/${DURATION})))+0.14*sin(4*PI*(82.5*t-(50/PI)*sin(2*PI*t/${DURATION})))+0.06*sin(6*PI*(82.5*t-(50/PI)*sin(2*PI*t/${DURATION})))':s=48000:d=${DURATION}[engine];
anoisesrc=c=brown:a=0.35:r=48000:d=${DURATION}:seed=7,lowpass=f=240[rumble];
sine=f=55:r=48000:d=${DURATION},volume=0.35[bass];
[engine][rumble][bass]amix=inputs=3:normalize=0,tremolo=f=6:d=0.35,lowpass=f=1800,volume=0.55,
afade=t=in:d=0.12,afade=t=out:st=${FADE_OUT_START}:d=0.12,aformat=channel_layouts=stereo[audio]
"

echo "Rendering master…"
ffmpeg -hide_banner -loglevel error -y -filter_complex "$FILTER" -map '[video]' -map '[audio]' \
  -c:v ffv1 -c:a pcm_s16le -t "$DURATION" "$WORK/master.mkv"

echo "Encoding MP4 (H.264 + AAC)…"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" \
  -c:v libx264 -preset slow -crf 28 -maxrate 480k -bufsize 960k -profile:v high -pix_fmt yuv420p -g 50 \
  -c:a aac -b:a 64k -movflags +faststart "$OUT/promo.mp4"

echo "Encoding WebM (VP9 + Opus)…"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" \
  -c:v libvpx-vp9 -b:v 420k -crf 36 -deadline good -cpu-used 2 -row-mt 1 -g 50 -pass 1 -passlogfile "$WORK/vp9" \
  -an -f null /dev/null
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" \
  -c:v libvpx-vp9 -b:v 420k -crf 36 -deadline good -cpu-used 2 -row-mt 1 -g 50 -pass 2 -passlogfile "$WORK/vp9" \
  -c:a libopus -b:a 48k "$OUT/promo.webm"

echo "Extracting poster frame…"
ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$WORK/master.mkv" -frames:v 1 -c:v libwebp -quality 82 \
  "$OUT/promo-poster.webp"

ls -l "$OUT"/promo.mp4 "$OUT"/promo.webm "$OUT"/promo-poster.webp
